// What search tells the reader when nothing is found or the search fails: the same words in the modal and on the
// results page (and the wording the search issue asks for).
export const SEARCH_MESSAGES = {
  noResults: 'No results for',
  unavailableTitle: 'Unable to fetch results',
  unavailableHelp: 'You might want to check your network connection.',
} as const;
