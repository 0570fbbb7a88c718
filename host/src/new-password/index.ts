export { NewPasswordPage } from './NewPasswordPage';
