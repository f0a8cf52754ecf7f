/** The searching combobox of the forms' pickers, downloaded by the screens that show one. */
export * from './components/Combobox';
