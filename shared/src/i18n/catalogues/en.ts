import type { Translation } from '../catalogue';
import type { CommonCatalogue } from './it';

export const en: Translation<CommonCatalogue> = {
  app: {
    name: 'Skillup',
    title: 'TASK ROOM',
    notFound: 'Not found...',
    loading: 'Loading',
    copyright: '© {{year}} Skillup. All rights reserved.',
  },
  errors: {
    offline: 'I cannot do this without a connection',
    timeout: 'Please try again later',
    sessionExpired: 'Your session has expired: please sign in again',
    generic: 'Something went wrong. Please try again later',
    wrongCredentials: 'The credentials are wrong',
    loginFailed: 'The credentials could not be verified',
    noActiveCampaign: 'No active campaign',
  },
  actions: {
    retry: 'Retry',
    logout: 'Log out',
    backToLogin: 'Back to login',
  },
  login: {
    title: 'Sign in',
    welcome: 'Welcome to Skillup. Sign in with your company e-mail.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Login',
  },
  privacy: {
    title: 'Privacy notice',
    consentRequired: 'To enter the campaign you must first accept the privacy notice.',
  },
  newPassword: {
    title: 'New password',
    required: 'Before signing in you must set a new password for the account {{email}}.',
  },
  campaigns: {
    title: 'Your campaigns',
    welcome: 'Choose the campaign you want to take part in.',
    enter: 'ENTER',
    enterCampaign: 'Enter {{name}}',
    lastAccess: 'Last access {{date}}',
    new: 'New!',
    language: 'Campaign language',
  },
  header: {
    changeCampaign: 'Change campaign',
    companyLogo: '{{name}} logo',
  },
  queue: {
    synchronization: 'Synchronization',
    progress: '{{sent}} of {{total}} saves sent',
    waiting: 'Sending your progress to the server before you leave.',
    skip: 'Skip',
  },
  area: {
    loadFailedTitle: 'This area could not be loaded',
    loadFailed: 'The area did not load. Check your connection and retry.',
    crashedTitle: 'Something went wrong in this area',
    crashed: 'The area stopped unexpectedly. Retry to load it again.',
    version: '{{remote}} version {{version}}',
  },
  testStatus: {
    'not attempted': 'Not started',
    incomplete: 'In progress',
    complete: 'Complete',
  },
  languages: {
    it: 'Italiano',
    en: 'English',
    es: 'Español',
  },
  sso: {
    errorTitle: 'Sign-in failed',
    noSso: 'The company has no active SSO service',
    noActiveCampaign: 'There is no valid campaign',
    userNotFound: 'User not found',
    failed: 'Oops, there was an error during login',
    loggedOutTitle: 'You are logged out',
    loggedOut: 'To enter again, use the link you received by e-mail.',
    redirecting: "Taking you to your company's sign-in",
  },
};
