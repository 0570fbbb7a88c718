import type { Translation } from '../catalogue';
import type { CommonCatalogue } from './it';

export const es: Translation<CommonCatalogue> = {
  app: {
    name: 'Skillup',
    title: 'TASK ROOM',
    notFound: 'No encontrado...',
    loading: 'Cargando',
    copyright: '© {{year}} Skillup. Todos los derechos reservados.',
  },
  errors: {
    offline: 'No puedo realizar la operación sin conexión',
    timeout: 'Vuelve a intentarlo más tarde, por favor',
    sessionExpired: 'La sesión ha caducado: vuelve a iniciar sesión',
    generic: 'Se ha producido un error. Vuelve a intentarlo más tarde, por favor',
    wrongCredentials: 'Las credenciales son incorrectas',
    loginFailed: 'No se han podido verificar las credenciales',
    noActiveCampaign: 'Ninguna campaña activa',
  },
  actions: {
    retry: 'Reintentar',
    logout: 'Salir',
    backToLogin: 'Volver al inicio de sesión',
  },
  login: {
    title: 'Iniciar sesión',
    welcome: 'Bienvenido a Skillup. Inicia sesión con tu e-mail de empresa.',
    email: 'E-mail',
    password: 'Contraseña',
    submit: 'Acceder',
  },
  privacy: {
    title: 'Aviso de privacidad',
    consentRequired: 'Para entrar en la campaña primero debes aceptar el aviso de privacidad.',
  },
  newPassword: {
    title: 'Nueva contraseña',
    required: 'Antes de acceder debes establecer una nueva contraseña para la cuenta {{email}}.',
  },
  campaigns: {
    title: 'Tus campañas',
    welcome: 'Elige la campaña en la que quieres participar.',
    enter: 'ENTRA',
    enterCampaign: 'Entrar en {{name}}',
    lastAccess: 'Último acceso {{date}}',
    new: '¡Nueva!',
    language: 'Idioma de la campaña',
  },
  header: {
    changeCampaign: 'Cambiar campaña',
    companyLogo: 'Logotipo de {{name}}',
  },
  queue: {
    synchronization: 'Sincronización',
    progress: '{{sent}} de {{total}} guardados enviados',
    waiting: 'Enviando tu progreso al servidor antes de salir.',
    skip: 'Omitir',
  },
  area: {
    loadFailedTitle: 'No se ha podido cargar esta área',
    loadFailed: 'El área no se ha cargado. Comprueba la conexión y vuelve a intentarlo.',
    crashedTitle: 'Se ha producido un error en esta área',
    crashed: 'El área se ha detenido de forma inesperada. Vuelve a intentarlo para cargarla.',
    version: '{{remote}} versión {{version}}',
  },
  testStatus: {
    'not attempted': 'Por empezar',
    incomplete: 'En curso',
    complete: 'Completada',
  },
  languages: {
    it: 'Italiano',
    en: 'English',
    es: 'Español',
  },
  sso: {
    errorTitle: 'Acceso fallido',
    noSso: 'La empresa no tiene un servicio SSO activo',
    noActiveCampaign: 'No hay ninguna campaña válida',
    userNotFound: 'Usuario no encontrado',
    failed: 'Vaya, se produjo un error al iniciar sesión',
    loggedOutTitle: 'Has cerrado sesión',
    loggedOut: 'Para volver a entrar, usa el enlace que recibiste por correo electrónico.',
    redirecting: 'Te estamos llevando al acceso de tu empresa',
  },
};
