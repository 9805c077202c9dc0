// Standalone entry (npm run dev): the async boundary lets shared modules initialise first.
import('./bootstrap');
