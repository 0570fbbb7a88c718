export { MountedAreas } from './MountedAreas';
