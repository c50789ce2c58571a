// Front door of the users store: durable users (maps provision teachers by e-mail; identity
// records the user behind each verified token) and the roles they hold.
export { EmailTakenError, normaliseEmail, type User, type UserStore } from './store.js';
export { SqlUserStore } from './sql-store.js';
export { userMigrations } from './migrations.js';
export { ROLES, normaliseRole, type Role } from './roles.js';
