import type { Translation } from '@skillup/shared';
import type { VersionsCatalogue } from './it';

export const versionsEs: Translation<VersionsCatalogue> = {
  tab: 'Versiones',
  title: 'Versiones de las áreas',
  intro:
    'Cada área de la campaña carga su versión predeterminada, o la que se fije aquí entre las versiones publicadas. El cambio vale desde la próxima carga de la página.',
  adminOnly: 'Solo el administrador de la empresa elige las versiones.',
  remote: {
    taskroom: 'Task Room',
    calendar: 'Calendario',
    challenge: 'Desafío individual',
    '360': 'Feedback 360°',
    report: 'Informe',
    admin: 'Administración',
  },
  loadsPinned: 'Carga la versión {{version}}, fijada para esta campaña.',
  loadsDefault: 'Carga la versión {{version}}, la predeterminada.',
  loadsNothing: 'Ninguna versión publicada.',
  choose: 'Versión de {{remote}}',
  option: '{{version}}, publicada el {{date}}',
  optionDefault: '{{version}}, publicada el {{date}} (predeterminada)',
  pin: 'Fijar esta versión',
  unpin: 'Volver a la predeterminada',
  errors: {
    VERSION_NOT_FOUND: 'Esta versión no está publicada.',
    PIN_NOT_FOUND: 'La campaña ya carga la versión predeterminada.',
    CAMPAIGN_NOT_FOUND: 'La campaña no existe o es de otra empresa.',
  },
};
