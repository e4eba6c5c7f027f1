// Where a server-rendered page carries the data it was rendered with (a JSON script the browser never runs).
export const SERVER_STATE_ID = 'server-state';
