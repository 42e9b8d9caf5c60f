const pad = (n: number) => String(n).padStart(2, '0');

/** "yyyy-MM-dd HH:mm:ss" in the server's zone, as times travel in the contract. */
export function formatDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
