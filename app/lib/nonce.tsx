import { createContext, useContext } from "react";

/**
 * The CSP nonce of the current document. The server provides it; in the
 * browser it is empty (browsers hide nonce attributes after parsing).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}
