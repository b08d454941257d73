// UI strings of the Trainers tab; merged into i18next by app/locales.ts.
const en = {
  'trainers.search': 'Search by name or phone',
  'trainers.create': 'New trainer',
  'trainers.edit': 'Edit trainer',
  'trainers.empty': 'No trainers yet',
  'trainers.saved': 'Trainer saved',
  'trainers.deleted': 'Trainer deleted',
  'trainers.deleteConfirm': 'Delete the trainer “{name}”?',
  'trainers.notFound': 'This trainer is not on the current page of the list.',
  'trainers.field.firstName': 'First name',
  'trainers.field.lastName': 'Last name',
  'trainers.field.phone': 'Phone',
  'trainers.field.bio': 'Bio',
  'trainers.field.status': 'Status',
  'trainers.field.user': 'Linked login',
  'trainers.field.userHint':
    'The staff login of this club that signs in as this trainer; leave empty for none.',
  'trainers.userSearch': 'Type a name or email',
  'trainers.noUsers': 'No staff login matches',
  'trainers.field.createdAt': 'Created',
  'trainers.status.active': 'Active',
  'trainers.status.inactive': 'Inactive',
  'trainers.actions': 'Actions',
  'trainers.view': 'View',
} as const;

const es: Record<keyof typeof en, string> = {
  'trainers.search': 'Buscar por nombre o teléfono',
  'trainers.create': 'Nuevo entrenador',
  'trainers.edit': 'Editar entrenador',
  'trainers.empty': 'Todavía no hay entrenadores',
  'trainers.saved': 'Entrenador guardado',
  'trainers.deleted': 'Entrenador eliminado',
  'trainers.deleteConfirm': '¿Eliminar al entrenador «{name}»?',
  'trainers.notFound': 'Este entrenador no está en la página actual de la lista.',
  'trainers.field.firstName': 'Nombre',
  'trainers.field.lastName': 'Apellidos',
  'trainers.field.phone': 'Teléfono',
  'trainers.field.bio': 'Biografía',
  'trainers.field.status': 'Estado',
  'trainers.field.user': 'Acceso vinculado',
  'trainers.field.userHint':
    'El acceso de personal de este club con el que entra este entrenador; déjalo vacío si no tiene.',
  'trainers.userSearch': 'Escribe un nombre o un correo',
  'trainers.noUsers': 'Ningún acceso de personal coincide',
  'trainers.field.createdAt': 'Creado',
  'trainers.status.active': 'Activo',
  'trainers.status.inactive': 'Inactivo',
  'trainers.actions': 'Acciones',
  'trainers.view': 'Ver',
};

export const trainersLocales = { en, es };
