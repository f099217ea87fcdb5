/**
 * Passwords of 8+ characters that top every published breach list (SecLists' most common,
 * HIBP's most seen), lower-cased. Shorter ones are refused by the length rule anyway. The list is
 * small on purpose: it ships in the Worker and is checked on every sign-up and reset.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password", "password1", "password12", "password123", "password1234", "passw0rd", "p@ssw0rd", "p@ssword",
  "12345678", "123456789", "1234567890", "12345678910", "0123456789", "987654321", "87654321", "11111111",
  "00000000", "88888888", "12341234", "11223344", "12344321", "123123123", "123qweasd", "1q2w3e4r",
  "1q2w3e4r5t", "1qaz2wsx", "1qaz2wsx3edc", "zaq12wsx", "qwertyuiop", "qwerty123", "qwerty12", "qwerty1234",
  "qwertyui", "asdfghjkl", "asdfasdf", "zxcvbnm1", "zxcvbnm123", "qazwsxedc", "q1w2e3r4", "q1w2e3r4t5",
  "abcd1234", "abc12345", "abcdefgh", "abcdef123", "a1b2c3d4", "aa123456", "iloveyou", "iloveyou1",
  "iloveyou2", "sunshine", "sunshine1", "princess", "princess1", "football", "football1", "baseball",
  "basketball", "welcome1", "welcome123", "letmein1", "letmein123", "trustno1", "superman", "batman123",
  "starwars", "starwars1", "whatever", "whatever1", "computer", "internet", "michelle", "jennifer",
  "jordan23", "charlie1", "password!", "password01", "passwords", "changeme", "changeme1", "default1",
  "administrator", "admin123", "admin1234", "adminadmin", "root1234", "master123", "mustang1", "shadow12",
  "dragon12", "monkey123", "chocolate", "butterfly", "elephant", "liverpool", "arsenal1", "chelsea1",
  "manchester", "australia", "australia1", "melbourne", "sydney123", "brisbane", "adelaide", "kangaroo",
  "homefront", "homefront1", "realestate", "property1", "fuckyou1", "lovelove", "loveyou1", "ilovegod",
  "jesus123", "blessed1", "november", "december", "september", "valentine", "spiderman", "pokemon1",
  "minecraft", "fortnite", "soccer123", "hockey123", "hello123", "hello1234", "goodluck", "freedom1",
  "qwer1234", "asdf1234", "zxcv1234", "1234qwer", "1234abcd", "abcd12345", "aaaaaaaa", "asdasdasd",
  "qweqweqwe", "password2", "password3", "pa55word", "pa$$word", "secret123", "letmein!", "123456abc",
  "123abc123", "987654321a", "1234567a", "12345qwert", "qwerty1!", "123456789a", "a123456789", "123456789q",
  "1234567890q", "google123", "samsung1", "iphone123", "computer1", "michael1", "jessica1", "matthew1",
  "daniel123", "thomas123", "summer123", "winter123", "spring123", "autumn123", "snoopy12", "tigger12",
  "cookie123", "pepper123", "ginger12", "buster12", "purple12", "orange12", "yellow12", "silver12",
  "diamond1", "crystal1", "angel123", "qwertyqwerty", "passpass", "testtest", "test1234", "test12345",
  "guest123", "user1234", "login123", "access14", "azertyuiop", "1111111111", "2222222222", "1234512345",
]);
