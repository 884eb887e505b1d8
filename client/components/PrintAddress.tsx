/**
 * The page's address at the end of a printed article or brief, shown only in print
 * (client/styles/print.css): a printout says where it came from. Rendered by the server, as the
 * page is the same for every reader.
 */
export function PrintAddress({ address }: { address: string }) {
  return <p className="xn-print-address">{address}</p>;
}
