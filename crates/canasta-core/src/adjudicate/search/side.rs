//! The side's melds on the table, as the programme over ranks sees them.

use super::search_rules::SearchRules;
use super::several::TableMeld;
use crate::card::Card;
use crate::meld::Composition;

/// The table's melds by rank, and the rest by what they count for.
pub(super) struct SideMelds {
    /// By rank number: the naturals and wilds of the side's meld of the
    /// rank (where a side has one meld of a rank).
    pub base: [(u32, u32); 14],
    /// Where a side may have several melds of a rank, each of the table's
    /// is told apart: cards laid of the rank may go onto any of them.
    pub several: [Vec<TableMeld>; 14],
    /// Canastas of no one rank (sequences, melds of wild cards only), and
    /// how many of them are of wild cards only.
    pub canastas: usize,
    pub wild_canastas: usize,
    /// Melds of wild cards only that may take more: each is a stage.
    pub wild_tables: Vec<usize>,
    /// Melds of wild cards only short of a canasta.
    pub short_wild: usize,
}

impl SideMelds {
    pub(super) fn new(rules: &SearchRules, table: &[Vec<Card>]) -> Self {
        let mut side = SideMelds {
            base: [(0, 0); 14],
            several: Default::default(),
            canastas: 0,
            wild_canastas: 0,
            wild_tables: Vec::new(),
            short_wild: 0,
        };
        for (index, m) in table.iter().enumerate() {
            let n = m.iter().filter(|c| c.is_natural()).count() as u32;
            let x = m.len() as u32 - n;
            // A sequence on the table is no meld of one rank: it counts only
            // as the canasta it may be.
            let sequence = Composition::of(m).ranks.len() > 1;
            match m
                .iter()
                .find(|c| c.is_natural())
                .and_then(|c| c.rank())
                .filter(|_| !sequence)
            {
                Some(r) if rules.several_per_rank() => {
                    side.several[usize::from(r.number())].push(TableMeld {
                        index,
                        naturals: n,
                        wilds: x,
                        wilds_ok: rules.wilds_ok(r, true, Some((n, x))),
                    });
                }
                Some(r) => {
                    let b = &mut side.base[usize::from(r.number())];
                    b.0 += n;
                    b.1 += x;
                }
                None => side.add_other(rules, index, m),
            }
        }
        side
    }

    /// A meld of no one rank: a sequence or a meld of wild cards only.
    fn add_other(&mut self, rules: &SearchRules, index: usize, m: &[Card]) {
        let wild_only = !m.is_empty() && m.iter().all(|c| c.is_wild());
        if rules.is_canasta(m.len() as u32) {
            self.canastas += 1;
            self.wild_canastas += usize::from(wild_only);
        }
        if wild_only && rules.has_wild_melds() {
            self.wild_tables.push(index);
            self.short_wild += usize::from(!rules.is_canasta(m.len() as u32));
        }
    }
}
