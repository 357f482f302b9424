// The email and code steps with their form fields: one chunk, fetched when a member chooses email.
export { EmailStep } from './EmailStep';
export { CodeStep } from './CodeStep';
