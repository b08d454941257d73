// UI strings of the Studios tab; merged into i18next by app/locales.ts.
const en = {
  'studios.search': 'Search studios',
  'studios.title': 'Studios',
  'studios.create': 'New studio',
  'studios.edit': 'Edit studio',
  'studios.empty': 'No studios yet',
  'studios.saved': 'Studio saved',
  'studios.deleted': 'Studio deleted',
  'studios.deleteConfirm': 'Delete the studio “{name}”?',
  'studios.notFound': 'This studio is not on the current page of the list.',
  'studios.field.name': 'Name',
  'studios.field.color': 'Colour',
  'studios.field.status': 'Status',
  'studios.field.createdAt': 'Created',
  'studios.status.active': 'Active',
  'studios.status.inactive': 'Inactive',
  'studios.actions': 'Actions',
  'studios.view': 'View',
} as const;

const es: Record<keyof typeof en, string> = {
  'studios.search': 'Buscar salas',
  'studios.title': 'Salas',
  'studios.create': 'Nueva sala',
  'studios.edit': 'Editar sala',
  'studios.empty': 'Todavía no hay salas',
  'studios.saved': 'Sala guardada',
  'studios.deleted': 'Sala eliminada',
  'studios.deleteConfirm': '¿Eliminar la sala «{name}»?',
  'studios.notFound': 'Esta sala no está en la página actual de la lista.',
  'studios.field.name': 'Nombre',
  'studios.field.color': 'Color',
  'studios.field.status': 'Estado',
  'studios.field.createdAt': 'Creada',
  'studios.status.active': 'Activa',
  'studios.status.inactive': 'Inactiva',
  'studios.actions': 'Acciones',
  'studios.view': 'Ver',
};

export const studiosLocales = { en, es };
