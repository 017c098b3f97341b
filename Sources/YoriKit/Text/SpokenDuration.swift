/// How long something keeps, said the way people say it: `5일`, `약 3개월`, `약 1년 6개월`;
/// `5 days`, `about 3 months`, `about 1 year 6 months` — never `540일`. Every answer that
/// shows a shelf life or an opened life in words goes through `text`; `--json` keeps the
/// number of days.
public enum SpokenDuration {
    /// Below this many days a duration is said in days; from it on, in months.
    public static let monthsFrom = 60
    /// Days in an average month (365.25 / 12), for counting months.
    static let daysPerMonth = 30.4375

    /// `days` in whole units: under `monthsFrom` days as days, then months, and a year or more
    /// as years and months (rounded to the nearest month, so always `약`/`about`).
    public static func text(days: Int, _ language: UserLanguage) -> String {
        guard days >= monthsFrom else {
            return language.pick("\(days)일", EnglishGrammar.count(days, "day"))
        }
        let months = Int((Double(days) / daysPerMonth).rounded())
        let (years, rest) = (months / 12, months % 12)
        if years == 0 {
            return language.pick("약 \(months)개월", "about " + EnglishGrammar.count(months, "month"))
        }
        let korean = "약 \(years)년" + (rest == 0 ? "" : " \(rest)개월")
        let english = "about " + EnglishGrammar.count(years, "year") + (rest == 0 ? "" : " " + EnglishGrammar.count(rest, "month"))
        return language.pick(korean, english)
    }
}
