import { Navigate, useParams } from 'react-router';
import { NewPasswordForm } from './NewPasswordForm';

/** docs/behaviour.md §2.1, §2.5: without token and e-mail, back to /login. */
export function NewPasswordPage() {
  const { token, email } = useParams();
  if (!token || !email) return <Navigate to="/login" replace />;
  return <NewPasswordForm key={`${token}/${email}`} token={token} email={email} />;
}
