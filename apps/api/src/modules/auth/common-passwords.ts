// The most common passwords of public breach studies (6 characters or more, as shorter ones fail the length rule).
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `123456 password 12345678 qwerty 123456789 12345 1234567 111111 123123 abc123 password1 1234567890
  000000 iloveyou 1q2w3e4r 123321 qwertyuiop 654321 666666 121212 112233 7777777 987654321 qwerty123
  1q2w3e4r5t zaq12wsx dragon sunshine princess letmein monkey football baseball welcome welcome1 admin123
  password123 passw0rd p@ssw0rd master shadow superman michael jennifer trustno1 hello123 freedom whatever
  qazwsx asdfgh asdfghjkl zxcvbnm 1qaz2wsx 123qwe a123456 123abc 1234qwer qwe123 555555 888888 159753
  mustang charlie jordan23 starwars computer michelle 696969 batman access killer hunter2 ashley 11111111
  secret 131313 999999 aaaaaa 123654 abcd1234 pokemon liverpool chelsea arsenal soccer hockey loveme
  lovely flower daniel thomas andrew nicole jessica joshua pepper ginger summer cookie 1111111 12341234
  changeme default guest test123 testing qwert12345 passpass fitness heartrate pulseboard`
    .split(/\s+/)
    .filter(Boolean),
);
