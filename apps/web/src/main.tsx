// Web entry: styles, i18n, and the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme.css';
import './app/layout.css';
import { App } from './app/app';
import { i18n } from './i18n';

document.documentElement.lang = i18n.language;
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
