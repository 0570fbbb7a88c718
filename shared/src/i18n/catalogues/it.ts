/** The base namespace `common`: texts of the shell and of the widgets every area uses. */
export const it = {
  app: {
    name: 'Skillup',
    title: 'TASK ROOM',
    notFound: 'Not found...',
    loading: 'Caricamento in corso',
    copyright: '© {{year}} Skillup. Tutti i diritti riservati.',
  },
  errors: {
    offline: "Non posso eseguire l'operazione senza connessione",
    timeout: 'Riprova più tardi per piacere',
    sessionExpired: 'La sessione è scaduta: accedi di nuovo',
    generic: 'Si è verificato un errore. Riprova più tardi per piacere',
    wrongCredentials: 'Le credenziali sono errate',
    loginFailed: 'Impossibile verificare le credenziali',
    noActiveCampaign: 'Nessuna campagna attiva',
  },
  actions: {
    retry: 'Riprova',
    logout: 'Esci',
    backToLogin: 'Torna al login',
  },
  login: {
    title: 'Accedi',
    welcome: 'Benvenuto in Skillup. Accedi con la tua e-mail aziendale.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Accedi',
  },
  privacy: {
    title: 'Informativa sulla privacy',
    consentRequired: "Per entrare nella campagna devi prima accettare l'informativa sulla privacy.",
  },
  newPassword: {
    title: 'Nuova password',
    required: "Prima di accedere devi impostare una nuova password per l'account {{email}}.",
  },
  campaigns: {
    title: 'Le tue campagne',
    welcome: 'Scegli la campagna a cui vuoi partecipare.',
    enter: 'ENTRA',
    enterCampaign: 'Entra in {{name}}',
    lastAccess: 'Ultimo accesso {{date}}',
    new: 'Nuova!',
    language: 'Lingua della campagna',
  },
  header: {
    changeCampaign: 'Cambia campagna',
    companyLogo: 'Logo di {{name}}',
  },
  queue: {
    synchronization: 'Synchronization',
    progress: '{{sent}} di {{total}} salvataggi inviati',
    waiting: 'Sto inviando i tuoi progressi al server prima di uscire.',
    skip: 'Skip',
  },
  area: {
    loadFailedTitle: "Impossibile caricare quest'area",
    loadFailed: "L'area non si è caricata. Controlla la connessione e riprova.",
    crashedTitle: "Si è verificato un errore in quest'area",
    crashed: "L'area si è interrotta in modo inatteso. Riprova per ricaricarla.",
    version: '{{remote}} versione {{version}}',
  },
  testStatus: {
    'not attempted': 'Da iniziare',
    incomplete: 'In corso',
    complete: 'Completata',
  },
  languages: {
    it: 'Italiano',
    en: 'English',
    es: 'Español',
  },
  sso: {
    errorTitle: 'Accesso non riuscito',
    noSso: "L'azienda non ha un servizio SSO attivo",
    noActiveCampaign: "Non c'è nessuna campagna valida",
    userNotFound: 'Utente non trovato',
    failed: "Ops, si è verificato un errore durante l'accesso",
    loggedOutTitle: 'Sei uscito',
    loggedOut: 'Per rientrare usa il link che hai ricevuto via e-mail.',
    redirecting: "Ti stiamo portando all'accesso della tua azienda",
  },
};

export type CommonCatalogue = typeof it;
