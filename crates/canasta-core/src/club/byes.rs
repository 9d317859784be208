//! Who sits a round out: those who have sat out least, so that nobody sits
//! out a second time before everyone has once.

use crate::club::dice::Dice;

/// The candidates for the byes of a round: every player, those who sat
/// out least first, in a random order within each count. `byes[i]` is
/// how often player `i` sat out so far.
pub(crate) fn candidates(byes: &[u32], dice: &mut Dice) -> Vec<usize> {
    let mut order: Vec<usize> = (0..byes.len()).collect();
    dice.shuffle(&mut order);
    order.sort_by_key(|&p| byes[p]);
    order
}

/// The sets of `needed` players who may sit the round out: only those
/// with fewest byes, and all of a count before any with more. At most
/// `most` sets, in the random order of `order` (`candidates`).
pub(crate) fn sets(byes: &[u32], order: &[usize], needed: usize, most: usize) -> Vec<Vec<usize>> {
    if needed == 0 {
        return vec![Vec::new()];
    }
    let Some(&cut) = order.get(needed - 1).map(|&p| &byes[p]) else {
        return Vec::new();
    };
    // Everyone below the count of the last one needed sits out surely;
    // among those at that count, any choice will do.
    let sure: Vec<usize> = order.iter().copied().filter(|&p| byes[p] < cut).collect();
    let pool: Vec<usize> = order.iter().copied().filter(|&p| byes[p] == cut).collect();
    let more = needed - sure.len();
    let mut out = Vec::new();
    let mut pick = Vec::with_capacity(more);
    choose(&pool, 0, more, &mut pick, &mut |chosen| {
        let mut set = sure.clone();
        set.extend_from_slice(chosen);
        out.push(set);
        out.len() < most
    });
    out
}

/// Call `each` with every way to choose `k` of `pool[from..]` (in the
/// pool's order) until it says stop; whether to go on.
fn choose(
    pool: &[usize],
    from: usize,
    k: usize,
    pick: &mut Vec<usize>,
    each: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    if k == 0 {
        return each(pick);
    }
    for i in from..pool.len() {
        if pool.len() - i < k {
            break;
        }
        pick.push(pool[i]);
        let go_on = choose(pool, i + 1, k - 1, pick, each);
        pick.pop();
        if !go_on {
            return false;
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_those_with_fewest_byes_sit_out() {
        let byes = [1, 0, 1, 0, 0];
        let mut dice = Dice::for_round(3, 2);
        let order = candidates(&byes, &mut dice);
        let two = sets(&byes, &order, 2, 100);
        assert_eq!(two.len(), 3, "{two:?}");
        for set in &two {
            assert!(set.iter().all(|&p| byes[p] == 0), "{set:?}");
        }
        let four = sets(&byes, &order, 4, 100);
        assert_eq!(four.len(), 2, "{four:?}");
        for set in &four {
            assert!([1, 3, 4].iter().all(|p| set.contains(p)), "{set:?}");
        }
        assert_eq!(sets(&byes, &order, 0, 100), vec![Vec::<usize>::new()]);
        assert_eq!(sets(&byes, &order, 2, 1).len(), 1);
    }
}
