// Starts the app: styles, i18n and the React root (main.tsx loads this once zod is set up).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './theme.css';
import './layout.css';
import { i18n, loadCommonTexts } from '../i18n';
import { App } from './app';

// the shell's texts in the visitor's language only, before anything is shown
await loadCommonTexts();
document.documentElement.lang = i18n.language;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
