// Waits until a URL answers 2xx (checked every half second), then exits 0; exits 1 after the
// number of seconds given second (default 240). For starting one server after another.
const [url, seconds = '240'] = process.argv.slice(2);
const until = Date.now() + Number(seconds) * 1000;
while (Date.now() < until) {
  const ok = await fetch(url).then(
    (res) => res.ok,
    () => false,
  );
  if (ok) process.exit(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.error(`${url} did not answer within ${seconds} s`);
process.exit(1);
