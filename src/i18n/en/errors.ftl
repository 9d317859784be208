# The words of errors: each fault by its code (`error-<code>`), the places
# an error was found within (`error-at-<code>`), what the caret says
# (`error-label-<code>`), the help line (`error-help-<code>`), kinds of
# file (`error-doc-<code>`) and fields of a round file's side
# (`error-field-<code>`).

# A fault found within a place: `meld: no cards given`.
error-in = { $place }: { $message }

# The words before a report's first line and its help line.
error-level-error = error
error-level-help = help

## Cards.
error-no-cards = no cards given
error-one-card-only = takes one card, found { $found }
error-stray-comma = stray `,` in `{ $text }`
error-trailing-comma = stray `,` at the end
error-semicolon-in-list = `;` separates melds, but this takes one list of cards
error-empty-meld = empty meld before `;`
error-empty-last-meld = empty meld after the last `;`
error-no-such-rank = `{ $token }`: rank { $rank } does not exist; ranks are 1–13 or A, J, Q, K (T for ten)
error-not-a-rank = `{ $token }`: `{ $rank }` is not a rank; ranks are 1–13 or A, J, Q, K (T for ten)
error-not-a-suit = `{ $token }`: `{ $suit }` is not a suit; suits are h (hearts), d (diamonds), c (clubs), s (spades)
error-missing-suit = `{ $token }` has no suit; write the suit before or after the rank, e.g. h{ $token } or { $token }h (suits: h d c s)
error-missing-rank = `{ $token }` has no rank; write a rank after the suit, e.g. { $token }10 or { $token }K (ranks: 1–13 or A, J, Q, K)
error-two-cards = `{ $token }` is two cards written together; put a space or a comma between them: { $first } { $second }
error-stray = `{ $token }`: `{ $stray }` is not part of a card; write just { $card }
error-german-suit = `{ $token }`: `{ $letters }` is no suit of the notation; { $suit ->
    [h] Herz is hearts, h or ♥
    [d] Karo is diamonds, d or ♦
    [c] Kreuz is clubs, c or ♣
   *[s] Pik is spades, s or ♠
}: `{ $card }`
error-kreuz-or-karo = `{ $token }`: `k` beside a rank is no suit; Kreuz is clubs, c or ♣ (`{ $clubs }`), Karo is diamonds, d or ♦ (`{ $diamonds }`)
error-not-a-card = `{ $token }` is not a card; write a suit and a rank like h10, dK, As, or jk for a joker

error-too-many-jokers = { $given } { $given ->
    [one] joker
   *[other] jokers
} given, but the { $size }-card deck of { $rules } holds { $limit }
error-too-many-copies = { $given } { $given ->
    [one] copy
   *[other] copies
} of { $card } given, but the { $size }-card deck of { $rules } holds { $limit }

## Files.
error-io = cannot { $action } { $file }: { $cause }
error-folder = cannot read { $what } { $file }: it is a folder, not a file
error-not-regular = cannot read { $what } { $file }: it is not a regular file (a pipe, device or socket)
error-too-large = cannot read { $what } { $file }: it is larger than { $mib } MiB, far more than any { $what } holds
error-not-utf8 = the { $what } is not UTF-8 text (byte { $byte } is not)
error-write-folder = cannot write { $what } to { $file }: it is a folder
error-write-not-regular = cannot write { $what } to { $file }: it is not a regular file (a pipe, device or socket)

error-action-read = read { $what }
error-action-write-to = write { $what } to
error-action-open-lock-file = open the lock file
error-action-lock = lock
error-action-open-for-writing = open game file for writing
error-action-write-game = write game file
error-action-save-game = save game file
error-action-read-link = read the symbolic link
error-action-create = create
error-action-write = write

## YAML files.
error-unknown-field = unknown field `{ $field }`, { $count ->
    [0] there are none
    [1] expected { $first }
    [2] expected { $first } or { $last }
   *[other] expected one of { $expected }
}
error-unknown-variant = unknown variant `{ $variant }`, { $count ->
    [0] there are none
    [1] expected { $first }
    [2] expected { $first } or { $last }
   *[other] expected one of { $expected }
}
error-second-document = a second YAML document: the file must hold one
error-unknown-alias = an alias to no anchor
error-alias-copies = aliases here would copy more than { $max } values; the tool refuses documents that grow like this
error-too-many-values = the document holds more than { $max } values
error-key-twice = `{ $key }` is given twice (first on line { $line })
error-too-deep = lists and mappings nest more than { $max } levels deep here
error-syntax = { $why }
error-unclosed = the `{ $bracket }` on line { $line } is not closed before this place ({ $why })
error-tab = a tab, where YAML takes only spaces
error-wrong-type = wrong type: found { $found }, expected { $expected }
error-missing-field = missing field `{ $field }`
error-too-large-value = { $value } is too large: the largest allowed is { $limit }
error-too-small-value = { $value } is too small: the smallest allowed is { $limit }

## Rule sets and rule files.
error-extends-too-deep = `extends` goes more than { $max } files deep: { $chain }
error-extends-loop = `extends` loops: { $file } extends itself through { $chain }
error-rule-file-is-folder = rule file `{ $file }` is a folder, not a file
error-rule-file-missing = rule file `{ $file }` does not exist
error-unknown-rules = unknown rule set `{ $name }`: it is neither a built-in rule set nor a file
error-not-a-rule-file = { $file } is not a rule file: { $why }
error-rules-not-a-mapping = wrong type: found { $found }, expected a section of `field: value` lines (like `meld:` with `max_wilds: 2` indented under it)
error-rule-file-empty = the rule file is empty
error-rule-file-only-comments = the rule file holds no settings, only comments
error-why-not-yaml = it is not YAML (line { $line }, column { $column })
error-why-not-a-mapping = it is not a mapping of `field: value` lines
error-why-not-a-setting = line { $line } is not a setting of a rule set

## Game files.
error-stored-rules-incoherent = the stored rule set is not coherent: { $cause }
error-game-file-empty = { $file } is empty: it holds no score sheet
error-stored-rules-lack = the stored rule set lacks `{ $path }`
error-no-such-hand = there is no hand { $number }: the game has { $count } hands
error-nothing-to-undo = nothing to undo: the game has no hands
error-nothing-to-redo = nothing to redo: no change was undone since the last change
error-undo-missing-hand = the edit to undo names hand { $hand }, which the sheet does not hold
error-redo-misplaced = the change to redo names hand { $hand }, which does not fit the sheet's { $count } hands
error-unknown-team = hand { $hand } names team `{ $team }`, which is not in this game (teams: { $teams })
error-team-twice = hand { $hand } gives team `{ $team }` twice
error-total-mismatch = hand { $hand }, team `{ $team }`: total { $total } is not bonus { $bonus } + cards { $cards } = { $sum }
error-bonus-or-cards-alone = hand { $hand }, team `{ $team }`: give both `bonus` and `cards`, or the total alone
error-team-missing = hand { $hand } has no score for team `{ $team }`
error-total-out-of-range = hand { $hand }, team `{ $team }`: the running total { $total } + { $add } is out of range

## Command lines.
error-usage = { $text }
error-chart-format = game chart draws a picture; --format does not apply
error-chart-not-svg = --output { $path }: the chart is an SVG file
error-no-hand-given = { $command }: no hand given
error-bad-now = CANASTA_NOW={ $value }: { $why }
error-stats-rules-fixed = game stats reads each game under the rule set it was played with; --rules and --players do not apply
error-target-for-fixed-hands = --target: { $rules } plays a game of { $hands } hands, which no target ends
error-hand-number-for-game = --hand-number { $number }: a game file counts its hands itself
error-game-rules-fixed = this game is played under { $rules } ({ $players } players), fixed when it started; --rules and --players cannot change it
error-empty-player-name = --team { $team }: a player's name may not be empty
error-empty-team-name = --team: a team name may not be empty
error-team-given-twice = --team { $team } is given twice: each side needs its own name
error-too-few-sides = a game needs at least 2 sides: give --team once per side ({ $given } given)
error-rules-env-not-utf8 = CANASTA_RULES is not UTF-8 text ({ $value }), so it names no rule set
error-csv-not-here = --format csv is for `game show`, `game stats`, `club show` and `club season`
error-no-hand = no hand given: give { $option } or --state FILE
error-no-top-card = no top card given: give --top CARD or --state FILE with a pile
error-empty-pile = the pile is empty, so it has no top card
error-already-opened = { $team } has already made its initial meld; initial-meld asks about a side that has not
error-arg-not-utf8 = argument { $index } (`{ $shown }`) is not UTF-8 text; � marks the bytes that are not
error-arg-not-utf8-after = argument { $index } (`{ $shown }`, after { $option }) is not UTF-8 text; � marks the bytes that are not
error-not-saved = not saved: the sheet is unchanged
error-some-arg-not-utf8 = an argument is not UTF-8 text
error-sides-do-not-fit = { $sides } teams of { $side_size } make { $want } players, but { $rules } is played by { $count } here
error-no-partner = under { $rules } with { $players } players each plays alone: there is no partner to ask, so leave out --partner
error-in-foot-without-foot = { $rules } deals no foot, so no player plays from one: leave out --in-foot

## Keeping game files.
error-lock-file-not-a-file = cannot lock { $game }: its lock file { $lock } is { $why }
error-lock-not-regular = not a regular file
error-lock-dangling-link = a symbolic link to nothing
error-lock-file-keeps-going = cannot lock { $game }: its lock file { $lock } went away { $tries } times while it was opened
error-no-game-file = there is no game file { $file }
error-game-file-is-folder = cannot read game file { $file }: it is a folder, not a game file
error-read-only = { $file } is read-only, so no hand is added, removed or changed
error-not-writable = { $file } is not writable by you, so no hand is added, removed or changed
error-game-too-large = cannot save { $file }: the game file would be { $bytes } bytes, more than the { $mib } MiB any command reads
error-link-loop = cannot create { $file }: its symbolic links go round in a loop
error-new-game-is-folder = { $file } names a folder; a game is one file
error-no-folder = cannot create { $file }: the folder { $folder } does not exist
error-already-exists = { $file } already exists; a new game never overwrites a file

## Round files.
error-round-file-empty = { $file } is empty: a round file lists the sides under `teams:`
error-too-few-round-sides = a round needs at least 2 sides under `teams`; this has { $sides }
error-round-sides-do-not-fit = the round has { $sides } sides, but { $rules } is played by { $count } players in sides of { $side_size }
error-hand-number-zero = hand_number is 0, but hands are counted from 1 (the first hand of the game)
error-side-without-name = side { $side } has no name
error-same-name = two sides are called `{ $team }`: each side needs its own name
error-concealed-not-out = team { $team }: `concealed: true` says the side went out concealed, but `went_out` is false
error-not-a-red-three = team { $team }: red_threes holds { $card }, which is not a red three
error-red-three-in-hand = team { $team }: { $card } is in the hand, but a red three is laid out at once, never held

## Documents.
error-not-a-document = { $file } is not a { $what }: { $why }
error-doc-why-not-yaml = it is not YAML (line { $line }, column { $column })
error-doc-why-no-known-key = it holds none of { $keys }

## Table state files.
error-state-file-empty = { $file } is empty: a table state file holds at least the player's `hand:`
error-no-such-side = no side is named { $name } (sides: { $sides })
error-state-not-a-red-three = { $side }: { $card } is not a red three
error-too-many-red-threes = { $laid } red threes are laid out, but the deck of { $rules } holds { $deck }

## Places.
error-at-file = { $path }
error-at-stdin = standard input
error-at-arg = { $name }
error-at-arg-value = { $name } { $value }
error-at-env = { $name }
error-at-field = { $path }
error-at-round = team { $team }{ $field }
error-at-hand-number = hand_number
error-at-file-at = { $file }:{ $line }:{ $column }
error-at-text = { $text }
error-at-rules-named = { $file }: rules `{ $name }`
error-at-extending = extends `{ $name }`
error-at-extends = { $file }: extends `{ $name }`

error-field-side = { "" }
error-field-meld = , meld { $number }
error-field-red-threes = , red_threes
error-field-black-threes = , black_threes
error-field-hand = , hand
error-field-player-hand = , player { $player }, hand
error-field-player-foot = , player { $player }, foot

error-doc-round-file = round file
error-doc-game-file = game file
error-doc-evening-file = evening file
error-doc-rule-file = rule file
error-doc-state-file = state file
error-doc-chart = the chart

## Under the caret.
error-label-not-a-card = not a card
error-label-expected-cards = expected cards here
error-label-only-one-card = only one card here
error-label-comma-between = a comma goes between two cards
error-label-not-allowed-here = not allowed here
error-label-meld-needs-cards = a meld needs cards
error-label-nothing-follows = nothing follows this comma
error-label-here = here
error-label-in-this-section = in this section
error-label-in-this-rule-set = in this rule set
error-label-rule-set-named = the rule set this file names
error-label-rule-set-extended = the rule set this file extends
error-label-not-a-team = not a team of this game
error-label-given-twice = given twice
error-label-does-not-add-up = does not add up
error-label-side-missing = a side is missing
error-label-too-large = too large
error-label-out-of-range = out of range
error-label-this-hand-number = this hand number
error-label-only-red-threes = only h3 and d3 go here
error-label-a-red-three = a red three
error-label-one-too-many = one copy too many
error-label-given-again = given again
error-label-this-alias = this alias
error-label-too-deep = too deep
error-label-only-red-threes-laid-out = only h3 and d3 are laid out as red threes
error-label-text = { $text }

## Help lines.
error-help-card-notation = a card is a suit (h d c s) and a rank (1-13, A T J Q K) in either order, or jk
error-help-write-cards = write cards like `h10 d10 s2`, or `jk` for a joker
error-help-single-commas = separate cards with spaces or single commas: `h10, d10, s2`
error-help-one-list = give the cards as one list, separated by spaces or commas
error-help-separate-melds = separate melds with `;`: `hK dK cK; hA cA d2`
error-help-comma-between = a comma goes between two cards
error-help-remove-semicolon = remove the trailing `;`
error-help-give-yaml-or-stdin = give the path of a YAML file, or `-` to read standard input
error-help-save-as-utf8 = save the file as UTF-8
error-help-file-in-folder = give the name of a file in it, e.g. race.svg
error-help-new-or-regular-file = give the name of a new file or of a regular one to replace
error-help-no-rules-for-players = no built-in rule set is for that many players; a rule file can set players.min and players.max
error-help-rules-for-players = built-in rule sets for { $count } players: { $names }
error-help-did-you-mean = did you mean `{ $guess }`?
error-help-correct-hand = correct this hand's numbers
error-help-extend-built-in = let one of these files extend a built-in rule set directly
error-help-break-the-loop = one of these files must extend a built-in rule set instead
error-help-rule-file-path = give the path of a YAML rule file (relative to the current folder, or to the file that extends it), or a built-in rule set name
error-help-rule-sets-guess = did you mean `{ $guess }`? Built-in rule sets: { $names }; or give the path of a YAML rule file
error-help-rule-sets = built-in rule sets: { $names }; or give the path of a YAML rule file
error-help-rule-file-is-yaml = a rule file is YAML: `extends: classic`, then the sections and fields that differ
error-help-start-with-extends = start it with `extends: classic` and override the fields that differ
error-help-chart-numbers = for the numbers, use `game show --format json` or `--format csv`
error-help-name-svg = name the file FILE.svg
error-help-give-hand = give a round file (ROUND.yaml, or - for standard input), --points NAME=BONUS,CARDS for every side, or --tally NAME=ITEM,... for every side; on a terminal, `game add GAME` alone asks side by side
error-help-utc-time = write a UTC time like 2026-11-23T20:15:00Z, or unset CANASTA_NOW
error-help-team-guess = did you mean `{ $guess }`?
error-help-leave-out-target = leave out --target, or choose a rule set that plays to a target
error-help-finish-or-force = enter those games' hands first, or draw anyway with --force (an unfinished game counts once it ends)
error-help-other-evening-name = choose another name for the new evening, or draw this one's next round with `canasta club next`
error-help-move-game-file = the evening names its tables' game files after itself: move that file away, or name the evening otherwise
error-help-leave-out-hand-number = leave out --hand-number; `game add` scores the next hand as that hand
error-help-leave-out-rules = leave out --rules and --players; the game file holds its rule set
error-help-team-with-players = write --team NAME=PLAYER,PLAYER, e.g. --team "We=Anna,Bernd"
error-help-one-team-per-side = give one --team per side, or choose a rule set (or --players) for this table
error-help-remove-lock-file = remove it; the next command makes a new one
error-help-try-again-later = try again once no other command is working on the game
error-help-nearest-game-file = did you mean { $file }? Or start a game with `canasta game new FILE --team NAME --team NAME`
error-help-start-game = start a game with `canasta game new FILE --team NAME --team NAME`
error-help-make-writable = make it writable first (chmod u+w { $file })
error-help-ask-owner = ask its owner to add the hand, or to let you write the file
error-help-new-game-file = the file stays as it was; start a new game file for the next hands
error-help-game-file-name = give a file name, e.g. night.yaml
error-help-other-name = choose another file name, or add hands with `canasta game add`
error-help-write-teams = write `teams:` with one entry per side (`- name: We`, then its melds, red_threes, hand, went_out), as docs/scoring.md shows
error-help-one-entry-per-side = give one entry under `teams` per side, or choose the rule set with --rules
error-help-hand-number-one = write `hand_number: 1` for the first hand, or leave it out
error-help-one-side-out = set `went_out: true` for the side that went out only
error-help-set-went-out = set `went_out: true`, or leave `concealed` out
error-help-list-under-red-threes = list it under `red_threes`
error-help-document-path = give the path of a { $what } (YAML with { $keys })
error-help-set-rules-env = set CANASTA_RULES to a built-in rule set's name or a rule file's path, or unset it
error-help-other-format = use --format table, json or yaml here
error-help-get-server = `canasta serve` runs `canasta-serve` from beside `canasta`: `cargo build --release` builds both (`cargo run` builds `canasta` alone), `cargo install --locked --path .` installs both; from a release archive, put both programs side by side
error-help-list-the-pile = list the pile bottom to top in `pile:`, or give --top CARD
error-help-retype-utf8 = retype it, or set the terminal to UTF-8: cards, names and numbers are UTF-8 text
error-help-remove-redo = remove `redo` from the game file
error-help-keep-one = keep one of them
error-help-write-values-out = write the values out instead of naming them with `&` and `*`
error-help-shallow-nesting = no file the tool reads nests more than a few levels
error-help-spaces-not-tabs = YAML is indented with spaces; replace the tab with spaces
error-help-check-brackets = the YAML is malformed at or before this place: check that brackets and quotes opened on the lines above are closed
error-help-write-hand = write `hand:` with the player's cards, and `pile:`, `sides:` as docs/referee.md shows
error-help-tally-items = write --tally NAME=ITEM,... with items { $items }
error-help-items-in-help = `canasta game add --help` lists every item of a tally
error-help-check-or-force = check the numbers; if they are right by your table's own rules, add --force (the sheet marks the hand)
error-help-one-hands-tally = a tally must be one hand's: at most one side out, the canastas and red threes a deck holds
error-help-nothing-guessed = a tally gives every fact its score turns on: nothing is guessed
error-help-points-form = write --points NAME=BONUS,CARDS (We=600,345, They=-200,-35) or NAME=TOTAL (They=-235)
error-help-text = { $text }

## Round files: the checks of a round before it is scored.
error-sides-went-out = only one side can go out, but { $sides } { $count ->
    [2] both
   *[other] all
} have `went_out: true`
error-illegal-meld = team { $team }, { $count ->
    [one] meld { $melds }
   *[other] melds { $melds } (merged: one meld per rank)
}: `{ $cards }` is not a legal meld under { $rules }: { $reasons }
error-concealed-not-canasta = team { $team }, meld { $meld }: `{ $cards }` is marked `concealed: true` (a canasta laid complete from the hand), but it is not a canasta
error-too-few-canastas-to-go-out = team { $team } went out with { $have } { $have ->
    [one] canasta
   *[other] canastas
}, but { $rules } needs { $need } to go out
error-too-few-of-kind-to-go-out = team { $team } went out with { $have } { $have ->
    [one] canasta
   *[other] canastas
} of kind { $kind }, but { $rules } needs { $need } to go out
error-concealed-without-canasta = team { $team }: going out concealed needs a canasta among the melds
error-went-out-holding = team { $team } went out, but its hand still holds { $cards }
error-penalty-not-positive = team { $team }: penalty `{ $reason }` has { $points } points; write it as a positive number, it is subtracted
error-black-threes-not-bonus = team { $team }: black threes are not bonus cards under { $rules }, so none is laid out
error-not-a-black-three = team { $team }: black_threes holds { $card }, which is not a black three
error-hand-and-players = team { $team } gives both `hand` and `players`: give the cards left in hand one way
error-player-without-name = team { $team }: player { $player } has no name
error-same-player-name = team { $team }: two players are called `{ $player }`
error-player-red-three-in-hand = team { $team }, player { $player }: { $card } is in the hand, but a red three is laid out at once, never held
error-unknown-special-hand = team { $team }: special_hand `{ $name }` is not a special hand of { $rules }
error-special-hand-not-out = team { $team }: a special hand (`{ $hand }`) is laid all at once to go out, but `went_out` is false
error-not-the-special-hand = team { $team }: the melds are not the special hand `{ $hand }` of { $rules }: { $why }
error-incomplete-bars-going-out = team { $team } went out, but { $count ->
    [one] meld { $melds }
   *[other] melds { $melds } (merged: one meld per rank)
}: `{ $cards }` is an incomplete meld of { $kind } ({ $held } of { $min } cards), and { $rules } bars going out while one is on the table
error-no-foot-dealt = team { $team }, player { $player }: { $rules } deals no foot, but the round gives one
error-foot-too-large = team { $team }, player { $player }: the foot holds { $count } cards, but { $rules } deals a foot of { $dealt }
error-foot-not-played = team { $team } went out, but no player of it played the foot: { $rules } needs the foot played to go out

error-illegal-table-meld = the table meld { $cards } is not legal under { $rules }: { $reasons }

error-cannot-write-yaml = cannot write YAML: { $why }

error-invalid-value = invalid value: { $found }, expected { $expected }
error-invalid-length = invalid length { $length }, expected { $expected }
error-duplicate-field = duplicate field `{ $field }`

error-special-hand-size = it is laid with { $cards } cards; the melds hold { $count }
error-special-hand-three = it holds no three (only the straight holds one), but these are threes: { $cards }
error-special-hand-lacks-ranks = its natural groups must include { $ranks }, but there are no { $missing }
error-special-hand-wilds = { $most ->
    [0] it holds no wild card
    [one] it holds at most { $most } wild card
   *[other] it holds at most { $most } wild cards
}; this has { $count }
error-special-hand-rank = it holds at most { $most } of one rank, but there are { $count } { $rank } ({ $cards })
error-special-hand-groups = its natural cards are groups of { $groups } cards, each of a rank of its own; these group by rank as { $sizes }
error-special-hand-wild-groups = its wild cards are { $groups }; these are { $jokers ->
    [0] no joker
    [one] one joker
   *[other] { $jokers } jokers
} and { $twos ->
    [0] no 2
    [one] one 2
   *[other] { $twos } 2s
}
error-wild-group-any = { $cards ->
    [one] a wild card
   *[other] { $cards } wild cards, jokers and 2s mixed
}
error-wild-group-matching = { $cards } matching wild cards (all jokers or all 2s)
error-wild-group-jokers = { $cards ->
    [one] a joker
   *[other] { $cards } jokers
}
error-wild-group-twos = { $cards ->
    [one] a two
   *[other] { $cards } twos
}

error-label-this-meld = this meld
error-label-not-a-canasta = not a canasta
error-label-no-cards-left = a player who went out has no cards left
error-label-not-a-bonus-card = not a bonus card here
error-label-only-black-threes = only c3 and s3 go here
error-label-incomplete = incomplete
error-label-no-foot-here = no foot here
error-label-one-card-too-many = one card too many

error-help-list-melds-as-laid = set `went_out: false`, or list the melds as laid
error-help-empty-the-hand = empty the hand, or set `went_out: false`
error-help-leave-out-black-threes = leave `black_threes` out; black threes left in a hand go under `hand`
error-help-move-hand-to-players = move the cards of `hand` into the players' hands, or leave `players` out
error-help-no-special-hands = { $rules } has no special hands; leave `special_hand` out
error-help-special-hands-guess = did you mean `{ $guess }`? Special hands of { $rules }: { $names }
error-help-special-hands = special hands of { $rules }: { $names }
error-help-set-went-out-true = set `went_out: true` for this side
error-help-list-special-hand = list the cards of the special hand under `melds`, as laid, or leave `melds` out to score it by its name alone
error-help-complete-or-not-out = complete it to a canasta, or set `went_out: false`
error-help-leave-out-foot = leave `foot` out, or choose a rule set with a foot (hand-and-foot)
error-help-list-foot-dealt = an unplayed foot is never touched: list the cards dealt to it
error-help-empty-the-foot = empty the foot of the player who went out, or set `went_out: false`
error-help-check-overflow = check the numbers of the round file (penalties) and of the rule set
error-help-table-meld-legal = a meld on the table must itself be legal

## Scoring: a hand whose points do not fit.
error-points-overflow = team { $team }: { $entry }: the points are too large to add up (beyond { $max })
error-entry-special-hand = special hand: { $name }
error-entry-meld = meld { $cards }
error-entry-canasta = canasta
error-entry-canasta-of = canasta { $cards }
error-entry-incomplete-meld = incomplete meld { $cards }
error-entry-in-hand = in hand { $cards }
error-entry-red-threes = red threes { $cards }
error-entry-red-threes-counted = red threes ×{ $count }
error-entry-red-threes-without-canasta = { $count } red threes without a canasta
error-entry-red-threes-with-canasta = { $count } red threes with a canasta each
error-entry-penalty = penalty
error-entry-penalty-for = penalty: { $reason }
error-entry-held = held
error-entry-bonus-plus-cards = bonus plus cards
error-entry-line = { $name }
error-entry-doubled = { $entry } (doubled)
error-entry-adding = { $entry } (adding it to the { $sum ->
    [bonus] bonus points
    [cards] card points
    [melds] melds
   *[in-hand] cards in hand
})

## Rule sets that contradict themselves: said of one field.
error-terms-language = unknown language `{ $lang }`; terms are given for { $languages }
error-unknown-term = unknown term `{ $name }`; the known ones are { $terms }
error-empty-term = is empty; give the word the rule book uses, or leave the term out
error-descriptions-language = unknown language `{ $lang }`; descriptions are given for { $languages }
error-sources-language = unknown language `{ $lang }`; sources are given for { $languages }
error-number-too-large = { $number } is too large; numbers in a rule set go from -{ $largest } to { $largest }
error-players-not-admitted = { $count } { $count ->
    [one] player
   *[other] players
}, but { $rules } is for { $admits }
error-players-exactly = exactly { $count } players
error-players-between = { $min } to { $max } players
error-players-or-more = { $min } or more players
error-players-one-of = { $first } or { $last } players
error-side-needs-player = a side needs at least 1 player
error-deck-needs-pack = the deck needs at least 1 pack
error-not-zero = must be at least 1
error-min-naturals-zero = must be at least 1; melds of wild cards only are set by meld.wild_melds
error-below-meld-min-cards = is below meld.min_cards
error-above-black-threes-max = is above black_threes.max_cards
error-no-band = needs at least one band
error-lowest-band-start = the lowest band has no `from` or `above`: it covers every lower score
error-band-start = needs exactly one of `from: SCORE` or `above: SCORE`
error-bands-order = bands must be listed lowest first, each starting above the one before
error-kind-without-name = needs a `name`
error-kind-penalty-negative = incomplete_penalty is subtracted: write it as a positive number
error-hand-set-numbers = min_cards must be at least 1 and the penalty, subtracted, a positive number
error-special-hand-holds = `{ $name }` is laid with { $cards } cards, but its groups and wilds hold only { $grouped }
error-special-hand-overfull = `{ $name }` is laid with { $cards } cards, but its natural and wild groups hold { $least }
error-special-hand-empty-group = `{ $name }` has a group of no card: each group holds 1 card or more
error-special-hand-twos = `{ $name }`: no natural group is of 2s, which are wild: a wild group takes them
error-special-hand-threes = `{ $name }` names threes among its ranks but holds no three: say `threes: true` where it holds one
error-special-hand-ranks = `{ $name }` names { $ranks } ranks, but has { $groups } natural groups, each of one rank
error-special-hand-instead = `{ $name }`: a wild group of { $cards } stands instead of a natural group of { $cards }, but the hand has none of that size
error-titles-language = unknown language `{ $lang }`; titles are given for { $languages }
error-subtracted = is subtracted: write it as a positive number
error-sequence-sizes = a sequence has at least 2 cards, and max_cards is not below min_cards
error-sequence-ranks = sequences run from { $lowest } up to { $highest }: threes and twos are never in one, and the ranks must hold min_cards ({ $min }) in a row
error-go-out-kind = `{ $kind }` is not a kind of canasta of this rule set; kinds: { $kinds }
error-game-without-hands = a game has at least 1 hand
error-negative-minimums = minimums are 0 or more
error-target-above-zero = must be above 0

## Places in a table state file.
error-at-state-meld = { $side } meld { $number }
error-at-state-red-threes = { $side } red_threes
error-at-club-table = round { $round }, table { $table }
## The score sheet: a side's tally (--tally, a game file's hands).
error-melded-unsaid = team `{ $team }` scores { $with_meld } if it laid a meld and { $without_meld } if it did not ({ $rules } counts red threes against a side with no meld), and no item says which (a canasta, out, or card points above 0): add `melded` or `unmelded`
error-from-hand-unsaid = team `{ $team }` has { $canastas } canastas, and { $rules } gives { $extra } more for each laid complete from the hand: add from-hand:N (how many were, 0 for none)
error-held-unsaid = team `{ $team }` has no canasta, so under { $rules } its melded cards count minus too, and cards:{ $cards } (melded minus held) does not say which are which: add held:N (the card points left in the hands), or `unmelded` if the side laid no meld
error-unmelded-melded-cards = team `{ $team }`: unmelded, but cards:{ $cards } counts more melded than held; a side with no meld has only cards held (cards:-N)
error-unmelded-held = team `{ $team }`: unmelded, so every card point is held, but held:{ $held } is not -(cards:{ $cards })
error-held-past-cards = team `{ $team }`: held:{ $held } with cards:{ $cards } (melded minus held) leaves less than 0 melded
error-unknown-incomplete = team `{ $team }`: incomplete-{ $kind } names no kind of meld that { $rules } makes cost when short of a canasta (its own: { $own })
error-incomplete-bars-out = team `{ $team }` went out with an incomplete { $kind } meld, which { $rules } forbids
error-unknown-set = team `{ $team }`: set-{ $set } names no set that { $rules } makes cost in a hand (its own: { $own })
error-too-many-sets = team `{ $team }`: set-{ $set }:{ $given }, but a side of { $side_size } holds at most { $side_size } such sets (one per player)
error-from-hand-not-priced = team `{ $team }`: from-hand counts canastas laid complete from the hand, for which { $rules } gives nothing more (canasta.concealed_extra: 0)
error-from-hand-past-canastas = team `{ $team }`: from-hand:{ $from_hand }, but the side has { $canastas } canastas
error-caught-not-priced = team `{ $team }`: caught3 counts threes caught in a hand, which { $rules } prices as cards in hand (red_threes.caught_in_hand is not set): count them in cards
error-no-foot = team `{ $team }`: foot3 counts red threes in a foot, but { $rules } deals no foot
error-unknown-special = team `{ $team }`: special-{ $special } is not a special hand of { $rules } (its own: { $own })
error-special-not-alone = team `{ $team }`: a special hand is scored alone; leave out its other items (keep `out`)
error-too-few-canastas-out = team `{ $team }` went out with { $have } canastas, but { $rules } needs { $need } to go out
error-too-few-kind-out = team `{ $team }` went out with { $kind }:{ $have }, but { $rules } needs { $want } { $kind } { $want ->
    [one] canasta
   *[other] canastas
} to go out
error-unknown-kind = team `{ $team }`: `{ $kind }` is not an item, nor a kind of canasta of { $rules } (its own kinds: { $own }; items: { $items })
error-unknown-kind-guess = team `{ $team }`: `{ $kind }` is no tally item under { $rules }: did you mean `{ $guess }`?
error-black-threes-no-bonus = team `{ $team }`: black3 counts black threes laid out as bonus cards, which { $rules } does not have (black_threes.bonus_cards: false)
error-no-wild-canastas = team `{ $team }`: wild:{ $wild } but { $rules } has no canastas of wild cards only (meld.wild_melds: never)
error-both-out = teams `{ $first }` and `{ $second }` both went out; only one side goes out in a hand
error-unmelded-with-canastas = team `{ $team }`: unmelded, but it has canastas or went out
error-too-many-canastas = { $canastas } canastas in one hand, but { $deck } cards make at most { $most }
error-too-many-tally-red-threes = { $red } red threes in one hand, but the deck holds { $deck }
error-too-many-caught = { $caught } threes caught in hands, but the deck holds { $deck }
error-not-a-multiple = { $what ->
    [bonus] bonus
    [cards] card points
   *[total] total
} { $points } is not a multiple of { $step }, and every { $what ->
    [bonus] bonus
    [cards] card points
   *[total] total
} under this rule set is
error-past-one-hand = { $what ->
    [bonus] bonus
    [cards] card points
   *[total] total
} { $points } is more than one hand can score with this deck (at most { $most } either way)
error-behind-past-count = team `{ $team }` would be behind `{ $lead }` by { $best } − ({ $total }), more than the sheet can count
error-to-go-past-count = team `{ $team }` would have { $target } − ({ $total }) points to go, more than the sheet can count
error-of-team = team `{ $team }`: { $why }
error-of-hand = hand { $hand }: { $why }
error-unscorable = team `{ $team }`: { $why }, so no hand under { $rules } scores it

## The score sheet: naming a side, --tally and --points.
error-no-team-named = no team named (teams: { $teams })
error-name-could-be = `{ $name }` could be { $teams }: write more of the name
error-not-a-team = `{ $name }` is not a team of this game (teams: { $teams })
error-not-a-team-or-player = `{ $name }` is not a team or a player of this game (teams: { $teams })
error-half-not-next = a half of hand { $hand } cannot be entered: the next hand is hand { $next }
error-halves-waiting = halves of hand { $hand } that { $sides } entered wait for the others: a whole hand would drop them, so the hand is not entered
    .pad = halves of hand { $hand } that { $sides } entered wait for the others: a whole hand would drop them, so the hand is not entered; enter the missing halves, or send the whole hand again in place of the halves
error-help-replace-halves = give --replace-halves to drop the halves and enter this hand in their place
error-halves-mixed = the halves of one hand are written two ways: { $points } gave points, { $tally } a tally; enter every side's half the same way
error-tally-no-equals = no `=` between the team and what it counted
error-side-twice = team `{ $team }` is given twice
error-no-tally-for = nothing for team `{ $team }`; give every team once (`{ $team }=` for a side that counted nothing)
    .pad = nothing counted for team `{ $team }`: a hand entered as counted needs every team's count (an empty one for a team that counted nothing)
error-nothing-for = nothing for team `{ $team }`
error-points-no-equals = no `=` between the team and its points
error-not-whole-points = `{ $value }` is not a whole number
error-points-too-large = the numbers are too large
error-points-shape = give BONUS,CARDS or a TOTAL
error-no-points-for = no points for team `{ $team }`; give every team once
error-sheet-items = natural:N, mixed:N, wild:N (canastas), KIND:N (canastas of a kind of the rule set's own, such as aces:1 or samba:1), red3:N, black3:N (black threes laid out where they are bonus cards), out, concealed, melded or unmelded (whether the side laid any meld), cards:N (card points, melded minus held; the German words echt, unecht or gemischt, rot3, schwarz3, aus, verdeckt, gemeldet, ungemeldet, karten work too), held:N (the card points held among them), from-hand:N (canastas laid complete from the hand, where the rule set gives them more), and where the rule set has such costs: incomplete-KIND:N (melds of a kind short of a canasta), set-RANK:N (players caught holding a set, such as set-A:1 for three aces or more), caught3:N (threes caught in a hand), foot3:N (red threes in a foot never picked up), special-NAME (a special hand, scored alone)
error-sheet-own = { $count ->
    [0] none
   *[other] { $names }
}
error-game-over = the game is over: { $winners } won after hand { $hand }; start a new game for the next one (or `game undo` to take the last hand back)
    .pad = the game is over: { $winners } won after hand { $hand }; start a new game for the next one (or take the last hand back with Undo)
error-ends-before = with this change the game ends after hand { $hand } ({ $winners } won), but hands up to { $count } follow; undo the later hands first
error-game-drawn = the game is over: a draw after hand { $hand }; start a new game for the next one (or `game undo` to take the last hand back)
error-ends-drawn-before = with this change the game ends drawn after hand { $hand }, but hands up to { $count } follow; undo the later hands first
## A club evening (`canasta club`).
error-too-few-players = a club evening needs { $seats } players or more, a table's worth; { $given } given
error-player-named-twice = `{ $player }` is named twice (as `{ $first }` before; names are compared in any case): give each player once
error-empty-player-name-club = a player's name is empty
error-not-partnerships = { $rules } is not played at tables of four, two sides of two ({ $players } players, { $sides } sides): a club evening needs partnerships; choose a rule set for four, such as classic
error-tables-unfinished = round { $round } is not finished; not over yet: table { $tables }
error-newer-evening = this evening file is of version { $version }, written by a newer canasta; this one reads versions 1 to { $current }
error-bad-evening-version = expected the version of the evening file's format, a whole number from 1 to { $current }
error-no-rounds = an evening file holds round 1 at least, under `rounds`
error-round-out-of-order = round { $found } where round { $expected } comes: rounds are numbered 1, 2, 3, ... in order
error-table-out-of-order = round { $round }: table { $found } where table { $expected } comes: tables are numbered 1, 2, 3, ... in order
error-unknown-player = round { $round }: `{ $player }` is none of the evening's players (`players:`)
error-player-twice-in-round = round { $round }: `{ $player }` has a place in this round already
error-sides-not-seats = round { $round }, table { $table }: the sides are not two sides of two of the four players at the table's seats
error-bad-seating = movements: { $movement }, seating { $number }: a seating is two sides of two places, each place once (`[[N, S], [E, W]]`, `[[1, 4], [2, 3]]`)
error-no-seatings = movements: { $movement } has no seating; give one or more
error-game-not-two-sides = { $game } has { $sides } sides, but a table's game is two sides of two
error-game-twice = { $game } is another table's game file already: each table has its own
error-club-rules-fixed = an evening's games keep the rule set they started with (`club new --rules`); --rules and --players do not apply here

## The front end: writing results, asking at the terminal.
error-cannot-write-output = cannot write the output: { $cause }
error-saved-not-reported = { $file } was saved, but the report of it could not be written ({ $cause }); nothing to retry
error-cannot-write-json = cannot write JSON: { $cause }
error-cannot-draw-chart = cannot draw the chart: { $cause }
error-cannot-read-answer = cannot read the answer: { $cause }
error-cannot-ask = cannot ask on this terminal: { $cause }
error-stopped = stopped: nothing saved
error-no-table-meld-named = `@{ $word }` names no table meld: after `@` comes a number from 1 or `new`
error-target-without-cards = `{ $target }` is followed by no cards
error-no-second-meld-of-rank = `@new` lays a meld beside the side's meld of its rank, but under { $rules } a side has one meld of a rank (meld.several_per_rank is false)
error-no-such-table-meld = `@{ $number }`: the side has { $melds ->
    [0] no meld
    [one] 1 meld
   *[other] { $melds } melds
} on the table
error-too-many-ways = { $cards } cards can lay their sequences in too many ways to search exactly under { $rules }{ $sequences ->
    [0] {""}
    [one] , with 1 sequence on the table to grow,
   *[other] , with { $sequences } sequences on the table to grow,
} (more than { $work } steps of the search, at most { $most } are taken on)
error-search-stopped = the search for the best melds of { $cards } cards under { $rules } was stopped at its limit ({ $most } steps, under a second): it would take longer than a player waits
error-label-not-at-number = not @N or @new
error-label-not-under-this-rule-set = not under this rule set
error-label-no-such-table-meld = no such table meld
error-help-lay-targets = start a meld with `@2` to add it to the side's second meld on the table, or `@new` to lay it beside the side's meld of its rank: `@2 hK jk; @new sK cK dK`
error-help-leave-out-new = leave out `@new`: the cards join the side's meld of their rank
error-help-table-melds-counted = the side's melds on the table are counted from 1: the state file's, then each --table in order
error-help-ask-what-matters = ask about the cards that matter: a dealt hand is answered at once; for go-out, give the melds with --lay
error-cannot-listen = cannot listen on { $address }: { $cause }
error-no-server = cannot start the server program { $path }: { $cause }
error-bad-public-url = `{ $value }` is no web address: --public-url takes one starting with http:// or https://
error-cannot-serve = cannot serve the pad: { $cause }
error-no-token = this address needs the token of one of the links `canasta serve` printed
error-wrong-host = the pad is not served as `{ $host }`
error-cross-site = a change sent from another site (`{ $origin }`) is refused
error-read-only-link = the viewer's link only reads the sheet
error-organiser-only = only the organiser's link may do that
error-not-your-side = this link enters `{ $yours }`'s half of a hand, not `{ $side }`'s
error-no-such-table = this round of the evening has no table `{ $table }`
error-not-your-table = this link is table { $yours }'s, not table { $table }'s
error-table-needed = say which table: add `?table=N` to the address
error-sitting-out = `{ $player }` sits this round out (a bye): no table to play at
error-body-too-large = the request is larger than { $limit } bytes
error-bad-body = the request is not what this address takes: { $cause }
error-no-side-named = the hand names no side: give `points` or `tally` for at least one
error-bad-idempotency-key = an Idempotency-Key is printable text of at most { $most } characters
error-no-such-page = the pad has no page `{ $path }`
error-slow-request = the request's body did not arrive within { $seconds } seconds
error-too-many-streams = this link follows the pad in { $most } places already: close one of them (a page open on another phone or tab)
error-referee-busy = the referee is answering { $most } questions and others are waiting: ask again in { $seconds } seconds
error-help-other-port = give another port with --port N, or --port 0 for any free one
error-help-public-url-form = for example --public-url http://pad.example:8470/
error-help-open-the-link = open one of the links `canasta serve` printed (they carry the token), or send it as `Authorization: Bearer TOKEN`
error-help-use-printed-address = open the pad by the address `canasta serve` printed

## The score sheet: the tallies a game file stores.
error-no-stored-tally = team `{ $team }` has no tally; a hand entered by tally has one for every side
error-tally-not-scored = { $cause }
error-tally-disagrees = the tally of team `{ $team }` scores bonus { $bonus } + cards { $cards } = { $total }, but the sheet says { $sheet }
error-round-unknown-team = the stored round names team `{ $team }`, which is not in this game
error-round-hand-number = the stored round says `hand_number: { $said }`, but it is hand { $number } of this game
error-round-impossible = the stored round cannot be: { $cause }
error-round-not-scored = the stored round cannot be scored: { $cause }
error-round-disagrees = the stored round scores bonus { $bonus } + cards { $cards } = { $total } for team `{ $team }`, but the sheet says { $sheet }
error-too-few-game-sides = a game needs at least 2 sides under `teams`; this has { $sides }
error-bad-team-name = team names must be distinct and not empty; `{ $team }` is not
error-players-of-no-team = `players` names team `{ $team }`, which is not in this game (teams: { $teams })
error-empty-player = team `{ $team }`: a player's name may not be empty
error-player-in-two-sides = `{ $player }` plays for `{ $team }` and for `{ $other }`; a player sits with one side (names are the same in any case)
error-player-twice-in-side = `{ $player }` is named twice for `{ $team }`; a player has one seat (names are the same in any case)
error-players-do-not-seat = `{ $team }` names { $given ->
    [one] 1 player
   *[other] { $given } players
}, but a side under { $rules } is { $seats ->
    [one] 1 player
   *[other] { $seats } players
}
error-player-count-differs = the sides name { $given } players, but { $count } play under { $rules }
error-round-team-not-in-game = team `{ $team }` is not in this game (teams: { $teams })
error-round-lacks-team = the round has no entry for team `{ $team }`

## A tally's items as --tally takes them (sheet/tally.rs, Tally::parse).
error-tally-empty-item = an empty item (two commas, or a comma at an end)
error-tally-item-twice = `{ $key }` is given twice
error-tally-not-a-count = `{ $item }`: `{ $value }` is not a count (a whole number from 0)
error-tally-not-a-flag = `{ $item }`: `{ $value }` is not yes or no (write `{ $key }` alone)
error-tally-melded-and-unmelded = give `melded` or `unmelded`, not both
error-tally-held-needs-points = `held` needs its points: held:N (the card points left in the hands, e.g. held:45)
error-tally-not-held-points = `{ $item }`: `{ $value }` is not card points held (a whole number from 0)
error-tally-cards-needs-points = `cards` needs its points: cards:N (melded minus held, e.g. cards:120 or cards:-35)
error-tally-not-card-points = `{ $item }`: `{ $value }` is not a whole number
error-tally-not-a-rank = `{ $item }`: `{ $rank }` is not a rank (set-A, set-7, set-K)
error-tally-special-left-out = `{ $item }`: leave the special hand out instead
error-tally-two-special-hands = `{ $item }`: a side lays one special hand, and special-{ $was } is given too
error-tally-not-an-item = `{ $item }` is not an item (items: { $items })

## Game files: their rule set, version, edits and end (sheet/game.rs, sheet/migrate.rs).
error-rules-named = `rules: { $name }` names a rule set, but a game file keeps the whole rule set it started with
error-edit-misfits = edit { $edit } (hand { $hand } after { $after } hands) does not fit the sheet's { $count } hands and the edits before it
error-rules-uncheckable = cannot check the rules: { $why }
error-hands-after-end = the game was over after hand { $over }, but the file has { $count } hands
error-newer-version = { $file } is a game file of version { $version }, but this canasta reads game files of versions { $first } to { $current }
error-bad-version = version: found { $found }, expected the version of the file's format, a whole number; this canasta reads game files of versions { $first } to { $current }
error-round-would-be-hand = the round says `hand_number: { $said }`, but it would be hand { $number } of this game
error-label-this-edit = this edit
error-label-this-tally = this tally
error-label-this-round = this round
error-label-after-the-end = a hand after the end
error-label-written-by-newer = written by a newer canasta
error-help-start-with-rules = start the game with `canasta game new FILE --rules { $name } --team NAME --team NAME`, or put the output of `canasta rules show { $name } --format yaml` under `rules:`
error-help-put-field-back = a game keeps the whole rule set it started with; put the field back (see `canasta rules show`)
error-help-remove-edits = remove `edits` (the hands stay; only `game undo` of those edits is lost)
error-help-remove-hands-after-end = remove the hands after the end of the game
error-help-read-with-newer = a newer canasta wrote this file: read it with that one, or update this one
error-help-say-version = a game file written by this canasta says `version: { $current }`
error-help-write-hand-number = write `hand_number: { $number }`, or leave it out

## `--lay`, and the deck a rule set plays with (deck.rs).
error-lay-not-in-hand = --lay: { $card } is not in the hand ({ $hand })
error-label-not-in-hand = not in --hand
error-help-lay-from-hand = --lay lays cards of --hand, each as often as --hand holds it: add the card to --hand, or lay only cards it holds
error-help-deck-grows = the deck of { $rules } grows with the table, { $per ->
    [one] { $per } pack
   *[other] { $per } packs
} per player; with { $players } players it is { $deck }. Set the number of players with --players N
error-help-deck-by-players = the deck of { $rules } with { $players } players is { $deck }; it has { $others } (--players N)
error-help-deck = the deck of { $rules } is { $deck }
error-deck-made = { $packs ->
    [one] { $packs } pack
   *[other] { $packs } packs
} of 52 cards and { $jokers ->
    [one] { $jokers } joker
   *[other] { $jokers } jokers
}: { $copies } of each card
error-packs-for-players = { $packs ->
    [one] { $packs } pack
   *[other] { $packs } packs
} for { $players } players

## YAML values: what a file holds and what a field takes (yaml/found.rs,
## yaml/expected.rs), said inside `wrong-type`, `invalid-value` and
## `invalid-length`; a value read without a key, a reader's own refusal.
error-value-without-key = a value without a key
error-value-refused = { $why }
error-found-sequence = sequence
error-found-mapping = mapping
error-found-nothing = nothing (an empty value)
error-found-text = string "{ $text }"
error-found-integer = integer `{ $text }`
error-found-boolean = boolean `{ $text }`
error-found-number = number `{ $text }`
error-found-other = { $what }
error-expected-list = a list
error-expected-yes-no = true or false
error-expected-whole-number = a whole number
error-expected-whole-number-not-negative = a whole number of 0 or more
error-expected-number = a number
error-expected-text = text
error-expected-nothing = nothing
error-expected-mapping = a mapping of `key: value` lines
error-expected-section = a section of `field: value` lines (like `meld:` with `max_wilds: 2` indented under it)
error-expected-one-of = one of { $choices }
error-expected-round-file = a round file: a mapping with `teams:` (a list of sides) and, if you like, `rules:`
error-expected-side = a side: a mapping with `name:` and any of `melds`, `red_threes`, `black_threes`, `hand`, `players`, `went_out`, `concealed`, `special_hand`, `penalties`
error-expected-player = a player: a mapping with `name:`, `hand:` and (hand-and-foot) `foot:`
error-expected-meld = a meld: a string of cards, or { "{" }cards: ..., concealed: true{ "}" }
error-expected-cards = cards: a string like `h3 d3`, or a list of cards
error-expected-melds = a list of melds (`[hK dK cK, hA cA d2]`), or one string with `;` between melds
error-expected-penalty = a penalty: { "{" }points: 100, reason: ...{ "}" }
error-expected-tally = a tally: a mapping of natural, mixed, wild, from_hand, kinds, red3, black3, out, concealed, melded, cards, held, incomplete, sets, caught3, foot3, special
error-expected-stored-tally = a tally: its items as --tally takes them (natural:1,red3:2,out,cards:120)
error-expected-time = a time in RFC 3339, such as 2026-11-23T20:00:00Z
error-expected-game-file = a game file: a mapping with `teams`, `hands` and `rules`
error-expected-change = a change: { "{" }at: TIME, what: KIND{ "}" }, with the hand, how it was entered, and `old` and `new` points where a hand changed
error-expected-edit = an edit: { "{" }hand: N, after: N, was: HAND{ "}" }
error-expected-redo = a change to redo: { "{" }change: added or replaced, hand: N, put: HAND{ "}" }
error-expected-author = who made a change: { "{" }device: organiser{ "}" } or { "{" }device: side, side: NAME{ "}" }
error-expected-half-in = a half in a hand: { "{" }side: NAME{ "}" }, with who entered it (`by`) and its `key`
error-expected-half = a half: { "{" }hand: N, team: NAME, way: points or tally, text: TEXT, at: TIME{ "}" }
error-expected-hand = a hand: a mapping with `scores` (one entry per team)
error-expected-score = a score: { "{" }team: NAME, bonus: N, cards: N, total: N{ "}" } or { "{" }team: NAME, total: N{ "}" }
error-expected-rank = a rank: A, 2 to 10, J, Q or K
error-expected-card = a card: a suit and a rank like h10, dK, As, or jk for a joker
error-expected-said = { $what }
