/**
 * The code of the screens behind the login, fetched on demand. Kept apart from router.tsx so the login can ask for
 * the dashboard's code while the sign-in request runs: no blank page between the two (issue 19).
 */
export const loadDashboard = () => import('./routes/dashboard');
