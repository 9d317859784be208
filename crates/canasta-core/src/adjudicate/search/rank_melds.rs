//! What a rank's stage lays, worked out once per stage (`stages`) and
//! kept in the programme's memo between stages.

/// What a stage lays, the same from every state that has the wild cards.
#[derive(Clone, Copy)]
pub(super) struct Laid {
    pub naturals: u32,
    pub wilds: u32,
    /// Cards of the stage left in the hand.
    pub kept: u32,
    /// The purity of a canasta it makes, if it does.
    pub canasta: Option<usize>,
    /// The flags it sets.
    pub flags: usize,
    /// What it adds to the state's value: the points toward the minimum,
    /// or what the turn scores when ways out are scored.
    pub value: i64,
}

/// A rank's stage, worked out once: what may be laid, by wild cards used
/// (fewest first), and not melding it, where it need not be. One is kept
/// for every stage of a run: a small hand's stages are too quick to pay
/// for a list each.
#[derive(Default)]
pub(super) struct RankMelds {
    pub nothing: Option<Laid>,
    pub laid: Vec<Laid>,
    /// `ends[x]`: how many of `laid` use at most `x` wild cards.
    pub ends: Vec<usize>,
}
