//! Finding a side by the name a player types: any case, or a prefix that
//! names one side alone.

/// The team `name` means, or why none.
pub fn find<'a>(teams: &'a [String], name: &str) -> Result<&'a str, String> {
    let name = name.trim();
    if let Some(t) = teams.iter().find(|t| *t == name) {
        return Ok(t);
    }
    let lower = name.to_lowercase();
    let same: Vec<&String> = teams.iter().filter(|t| t.to_lowercase() == lower).collect();
    if let [one] = same.as_slice() {
        return Ok(one);
    }
    if name.is_empty() {
        return Err(format!("no team named (teams: {})", teams.join(", ")));
    }
    let starts: Vec<&String> = teams
        .iter()
        .filter(|t| t.to_lowercase().starts_with(&lower))
        .collect();
    match starts.as_slice() {
        [one] => Ok(one),
        [] => Err(format!(
            "`{name}` is not a team of this game (teams: {})",
            teams.join(", ")
        )),
        many => Err(format!(
            "`{name}` could be {}: write more of the name",
            many.iter()
                .map(|t| format!("`{t}`"))
                .collect::<Vec<_>>()
                .join(" or ")
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn any_case_and_unique_prefixes() {
        let teams: Vec<String> = ["Anna & Bernd", "Anton & Berta", "They"]
            .map(String::from)
            .to_vec();
        assert_eq!(find(&teams, "anna & bernd"), Ok("Anna & Bernd"));
        assert_eq!(find(&teams, "ann"), Ok("Anna & Bernd"));
        assert_eq!(find(&teams, "t"), Ok("They"));
        let err = find(&teams, "an").unwrap_err();
        assert!(err.contains("`Anna & Bernd` or `Anton & Berta`"), "{err}");
        assert!(find(&teams, "Us").unwrap_err().contains("not a team"));
    }

    #[test]
    fn an_exact_name_wins_over_a_longer_one() {
        let teams: Vec<String> = ["We", "Wendy"].map(String::from).to_vec();
        assert_eq!(find(&teams, "we"), Ok("We"));
        assert!(find(&teams, "w").is_err());
    }
}
