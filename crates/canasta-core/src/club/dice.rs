//! The draw's randomness: fastrand's small seeded generator (wyrand), one
//! stream per round from the evening's seed, so that a seed repeats a
//! draw (`club new --seed`) and each round is drawn the same from the
//! same evening.

/// The generator of one round's draw.
pub(crate) struct Dice(fastrand::Rng);

impl Dice {
    /// The generator of round `round` of an evening drawn with `seed`.
    pub(crate) fn for_round(seed: u64, round: u32) -> Dice {
        // Rounds' streams apart by the golden ratio's step, as splitmix
        // spaces its seeds.
        let step = 0x9E37_79B9_7F4A_7C15_u64;
        Dice(fastrand::Rng::with_seed(
            seed.wrapping_add(step.wrapping_mul(u64::from(round))),
        ))
    }

    /// `items` in a random order.
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        self.0.shuffle(items);
    }
}

/// A seed for an evening that names none: small enough to read aloud and
/// type again.
pub fn fresh_seed() -> u64 {
    u64::from(fastrand::u32(..1_000_000))
}
