// Invented names for the demo dataset: fund houses, fund managers, companies and bond issuers.
// None of the fund houses is a real AMC; REAL_AMC_NAMES is what the tests check them against.

/** Real Indian fund houses (brands), past and present: no demo name may contain one as a word. */
export const REAL_AMC_NAMES = [
  "Axis", "HDFC", "ICICI", "SBI", "Nippon", "Reliance", "Kotak", "Aditya Birla", "Birla", "UTI", "Mirae", "DSP",
  "Tata", "Franklin", "Templeton", "Quant", "Parag Parikh", "PPFAS", "Motilal", "Oswal", "Edelweiss", "Bandhan",
  "IDFC", "Canara", "Robeco", "Invesco", "PGIM", "Pramerica", "Sundaram", "Principal", "HSBC", "L&T", "Baroda",
  "BNP", "Union", "LIC", "JM", "Mahindra", "Manulife", "Navi", "Groww", "Indiabulls", "Zerodha", "Whiteoak",
  "White Oak", "Helios", "Samco", "360 ONE", "IIFL", "Bajaj", "ITI", "Quantum", "Shriram", "Trust", "NJ",
  "Old Bridge", "Taurus", "Sahara", "Angel One", "Unifi", "Jio", "BlackRock", "Capitalmind", "Choice", "Abakkus",
  "IDBI", "Bank of India", "BOI", "Essel", "Yes", "Peerless", "Daiwa", "Fidelity", "Goldman", "Morgan Stanley",
  "JPMorgan", "Deutsche", "ING", "Benchmark", "Religare", "Escorts", "Lotus", "Mitsui", "Wealth Company",
] as const;

/** 40 invented fund houses (Indian rivers, hills and landmarks with a made-up second word). */
export const AMC_NAMES = [
  "Saptarishi Mutual Fund",
  "Kaveri Crest Mutual Fund",
  "Nilgiri Peak Mutual Fund",
  "Vindhya Range Mutual Fund",
  "Meghdoot Mutual Fund",
  "Sahyadri Summit Mutual Fund",
  "Godavari Delta Mutual Fund",
  "Narmada Bridge Mutual Fund",
  "Chandrabhaga Mutual Fund",
  "Himgiri Heights Mutual Fund",
  "Koel River Mutual Fund",
  "Peacock Feather Mutual Fund",
  "Tungabhadra Mutual Fund",
  "Konark Wheel Mutual Fund",
  "Mandovi Mutual Fund",
  "Chilika Lagoon Mutual Fund",
  "Dhauladhar Mutual Fund",
  "Palash Mutual Fund",
  "Sindhu Sagar Mutual Fund",
  "Marigold Lane Mutual Fund",
  "Jatayu Mutual Fund",
  "Gulmohar Mutual Fund",
  "Pushkar Lake Mutual Fund",
  "Kanchenjunga Mutual Fund",
  "Rann Horizon Mutual Fund",
  "Hampi Stone Mutual Fund",
  "Teesta Mutual Fund",
  "Brahmaputra Basin Mutual Fund",
  "Deccan Plateau Mutual Fund",
  "Nandadevi Mutual Fund",
  "Kalpavriksha Mutual Fund",
  "Chinar Leaf Mutual Fund",
  "Saraswati Sangam Mutual Fund",
  "Mayur Pankh Mutual Fund",
  "Lonar Crater Mutual Fund",
  "Kaziranga Mutual Fund",
  "Dudhsagar Falls Mutual Fund",
  "Aravalli Trail Mutual Fund",
  "Loktak Mutual Fund",
  "Tapti Valley Mutual Fund",
] as const;

export const MANAGER_FIRST_NAMES = [
  "Aarav", "Aditi", "Akshay", "Ananya", "Anirudh", "Anjali", "Arjun", "Bhavna", "Chetan", "Deepa", "Dhruv", "Divya",
  "Gaurav", "Harini", "Ishaan", "Jyoti", "Karan", "Kavya", "Lakshmi", "Manish", "Meera", "Mihir", "Naveen", "Neha",
  "Nikhil", "Pallavi", "Pranav", "Priya", "Rahul", "Rashmi", "Rohan", "Sanjana", "Shreya", "Siddharth", "Sneha",
  "Sunil", "Swati", "Tanvi", "Varun", "Vikram", "Vidya", "Yamini", "Zubin", "Farhan", "Gurpreet", "Ritu", "Omkar",
] as const;

export const MANAGER_LAST_NAMES = [
  "Agarwal", "Bhatt", "Chaudhary", "Deshpande", "Dutta", "Gokhale", "Hegde", "Iyer", "Joshi", "Kamath", "Kulkarni",
  "Menon", "Nair", "Pillai", "Rao", "Reddy", "Saxena", "Sen", "Shetty", "Subramanian", "Trivedi", "Venkatesan",
  "Bhattacharya", "Chatterjee", "Ghosh", "Gupta", "Jain", "Kapoor", "Khanna", "Malhotra", "Mehta", "Mishra",
  "Naidu", "Pandey", "Patil", "Sahni", "Sethi", "Srinivasan", "Thakur", "Verma", "Wadhwa", "Banerjee", "Mukherjee",
] as const;

/** Made-up words that start company names, e.g. "Vyomesh Software Ltd". */
export const COMPANY_STEMS = [
  "Aranyak", "Bhoomija", "Chitrang", "Dhruvam", "Ekansh", "Falgun", "Gaurik", "Hiranmay", "Ilaksh", "Jalaj",
  "Kesarin", "Lavanik", "Madhukar", "Navyug", "Ojasvi", "Pravaal", "Ritansh", "Saumil", "Tejomay", "Udayan",
  "Vaibhavi", "Vyomesh", "Yashank", "Amritam", "Bhavik", "Charvik", "Devansh", "Eshanvi", "Girvan", "Hemank",
  "Indrajal", "Jivaan", "Kanak", "Lohitang", "Manaswi", "Nirav", "Parthiv", "Rudransh", "Shubhang", "Tanmay",
  "Urvang", "Vihang", "Abhyudaya", "Chaitra", "Dakshin", "Gandhar", "Kshitij", "Mrigank", "Pushpak", "Sarvaj",
  "Trishul", "Vasuki", "Agneya", "Baijanti", "Dhanvi", "Hansika", "Kalyanam", "Neelkanth", "Prabhav", "Sugandh",
  "Tarangini", "Vrishank", "Anvaya", "Chandrak", "Drishya", "Jhilmil", "Kumud", "Nakshatra", "Padmaj", "Sanchit",
] as const;

/** Second words of company names, so one stem can serve several companies. */
export const COMPANY_QUALIFIERS = ["", "Western", "Eastern", "Deccan", "Coastal", "Northern", "United", "Prime", "New"] as const;
