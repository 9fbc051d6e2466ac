/** What the app shell uses of the admin area; its screens are loaded lazily by the routes. */
export { AdminNavSection } from './components/admin-nav-section';
export { clearAdminSession } from './session';
