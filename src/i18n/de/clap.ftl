# Die Befehlszeile auf Deutsch: `--help`, die Fehler von clap, die
# Handbuchseiten und die Beschreibungen der Vervollständigung. Ein Abschnitt
# (`## Name`) je Befehl, benannt wie seine Handbuchseite; nur der Abschnitt
# eines Befehls, den clap baut, wird gelesen (src/cli/translate.rs).
# `command-<name>` ist die Zeile über einem Unterbefehl (im Abschnitt des
# Befehls, der ihn auflistet), `long-about` der lange Text von `--help`,
# `arg-<id>` die Hilfe eines Arguments (`.long`: ihr langer Text,
# `.value-name`: der Platzhalter seines Werts, `.values`: seine möglichen
# Werte, wo die deutschen Wörter andere sind), `value-<arg>-<wert>` die
# eines möglichen Werts. Ein Argument, das mehrere Befehle mit denselben
# englischen Worten haben, steht einmal in `## arguments`. `## clap`: die
# eigenen Wörter von clap;
# `## errors`: seine Fehler (src/cli/error.rs); `## man`: die Überschriften
# der Handbuchseiten. Die englischen Texte sind die Doc-Kommentare in src/cli.

## clap
usage = Verwendung:
heading-commands = Befehle
heading-arguments = Argumente
heading-options = Optionen
command-value = BEFEHL
options-tag = [OPTIONEN]
help = Hilfe anzeigen
help-more = Hilfe anzeigen (mehr mit `--help`)
help-summary = Hilfe anzeigen (eine Übersicht mit `-h`)
version = Version anzeigen
help-command = Diese Hilfe oder die Hilfe der angegebenen Befehle anzeigen
help-command-arg = Die Befehle, deren Hilfe gezeigt wird
default = Standard
possible-values = mögliche Werte
possible-values-heading = Mögliche Werte

## canasta
about = Schiedsrichter und Punkteblock für Canasta mit echten Karten
long-about = Schiedsrichter und Punkteblock für Canasta mit echten Karten.

        Entscheidet die drei Streitfragen am Kartentisch (ist diese Meldung gültig, darf ich den Ablagestapel aufnehmen, wie viele Punkte gibt es) aus einer knappen Kartenschreibweise, nach einem benannten Regelwerk oder den Hausregeln des eigenen Tisches, und führt den Punkteblock des Spieleabends in einer YAML-Datei.

        Karten: eine Farbe (h d c s) und ein Rang (1–13, A T J Q K) in beliebiger Reihenfolge, Groß- und Kleinschreibung egal: h10, 10h, dK, As, c11. Ein Joker ist jk (oder jo, joker, *). Deutsche Buchstaben (B Bube, D Dame) und Farbsymbole (♥ ♦ ♣ ♠) gelten auch: hB, ♠D, K♥. Karten durch Leerzeichen oder Kommas trennen, Meldungen durch `;`.

        Rückgabewert: 0 ja (gültig, erlaubt, möglich, erledigt); 1 die Antwort ist nein; 2 die Eingabe war nicht zu gebrauchen (die Fehlermeldung sagt, warum; keine Datei wird geändert); 3 eine Änderung ist gespeichert, aber ihr Bericht ließ sich nicht schreiben (eine volle Platte, eine geschlossene Pipe): nichts zu wiederholen.
command-meld = Ist diese eine Meldung gültig? Zeigt ihre Punkte und ob sie ein Canasta ist
command-initial-meld = Kann eine Partei, die noch nicht gemeldet hat, in diesem Zug ihre Erstmeldung machen?
command-pickup = Darf der Spieler den Ablagestapel aufnehmen?
command-go-out = Darf der Spieler jetzt ausmachen, und was bringt das Ausmachen?
command-score = Eine beendete Runde aus einer Rundendatei zählen
command-game = Den Punkteblock eines Spieleabends in einer YAML-Datei führen
command-club = Einen Clubabend leiten: Vierertische für jeden Durchgang ausgelost, wechselnde Partner, eine Rangliste der Spieler
command-serve = Den Punkteblock eines Spiels und den Schiedsrichter an die Handys am Tisch liefern, in deren Browser
command-rules = Regelwerke auflisten, zeigen und vergleichen
command-completions = Ein Skript zur Vervollständigung in der Shell ausgeben
command-man = Die Handbuchseiten (man), eine je Befehl, in einen Ordner schreiben
arg-rules = Regelwerk: ein eingebauter Name (siehe `canasta rules list`) oder eine YAML-Regeldatei
    .long = Regelwerk: ein eingebauter Name (siehe `canasta rules list`) oder eine YAML-Regeldatei.

        Standard ist die Umgebungsvariable CANASTA_RULES (ein Name oder eine Datei), wo sie gesetzt ist, sonst `classic`. Eine Runden- oder Tischdatei, die ihr Regelwerk nennt (`rules:`), wird nach diesem gelesen, wenn diese Option fehlt. Eine Spieldatei behält das Regelwerk, mit dem ihr Spiel begann; diese Option ändert es nicht.
    .value-name = NAME|DATEI
arg-lang = Sprache von allem, was für Menschen geschrieben wird: Tabellen, Urteile, Fehler, Fragen, Hilfe
    .long = Sprache von allem, was für Menschen geschrieben wird: Tabellen, Urteile, Fehler, Fragen, Hilfe.

        Standard ist die Umgebungsvariable CANASTA_LANG, wo sie gesetzt ist, sonst die erste Sprache von LANGUAGE (`de:en`), sonst die erste von LC_ALL, LC_MESSAGES und LANG, die gesetzt und nicht leer ist: ein Wert, der mit `de` beginnt, ist Deutsch, alles andere Englisch (ein CANASTA_LANG, das weder mit `de` noch mit `en` beginnt, wird in einer Zeile auf stderr genannt). Groß oder klein: `de`, `DE`. JSON-Schlüssel und Codes sind in jeder Sprache gleich.
    .value-name = SPRACHE
value-lang-en = English
value-lang-de = Deutsch
arg-format = Ausgabe: Tabellen für Menschen oder ein Dokument für Programme
value-format-table = Tabellen zum Lesen
value-format-json = Ein JSON-Dokument auf stdout
value-format-yaml = Dasselbe Dokument in YAML
value-format-csv = Kommagetrennte Werte für eine Tabellenkalkulation (`game show`, `game stats`, `club show`, `club season`)
arg-players = Zahl der Spieler am Tisch, wo Kartenspiel oder Austeilen des Regelwerks davon abhängt
    .long = Zahl der Spieler am Tisch, wo Kartenspiel oder Austeilen des Regelwerks davon abhängt.

        verschaerft: 2 Päckchen je Spieler, 2 Spieler, wenn nicht angegeben; traditional: 3 Päckchen für 6.
arg-hand_number = Die wievielte Runde des Spiels dies ist (1 für die erste), für Regelwerke, deren Regeln sich von Runde zu Runde ändern
    .long = Die wievielte Runde des Spiels dies ist (1 für die erste), für Regelwerke, deren Regeln sich von Runde zu Runde ändern.

        hand-and-foot: die Mindestpunktzahl der Erstmeldung. Eine Rundendatei kann `hand_number:` angeben; eine Spieldatei zählt ihre Runden selbst.

## arguments
arg-evening = Die Abenddatei
    .value-name = ABEND.yaml
arg-target = Die Punktzahl, die das Spiel beendet (was `game: target:` in einer Hausregel-Datei setzt), wo es nicht die des Regelwerks ist: `--target 3000`
arg-hands = Ein Spiel über N Runden: es endet nach Runde N, gleich wie der Punktestand ist; die Partei vorn gewinnt, gleiche Punktestände sind ein Unentschieden
arg-minimums = Die Mindestpunktzahl der Erstmeldung in Runde 1, 2, 3, ... (die letzte für jede spätere Runde), statt der Stufen nach Punktestand: `--minimums 125,155,180`
    .value-name = A,B,...
arg-force = Zahlen eintragen, die keine Runde nach dem Regelwerk des Spiels ergeben kann; der Punkteblock markiert die Runde
    .long = Zahlen eintragen, die keine Runde nach dem Regelwerk des Spiels ergeben kann; der Punkteblock markiert die Runde.

        Etwa ein Kartenwert, der kein Vielfaches der Schrittweite der Kartenwerte ist, oder mehr Karten, als ein Kartenspiel hat.
arg-game = Die Spieldatei
    .value-name = SPIEL.yaml
arg-in_foot = Der Spieler hat den Fuß aufgenommen und spielt aus ihm (hand-and-foot)
    .long = Der Spieler hat den Fuß aufgenommen und spielt aus ihm (hand-and-foot).

        Wo das Regelwerk einen Fuß austeilt: ohne diese Option hat der Spieler den Fuß noch, und das Aufbrauchen der Hand ist kein Ausmachen: der Spieler nimmt den Fuß auf und spielt weiter.
arg-opened = Die Partei hat ihre Erstmeldung gemacht
arg-points = Die Runde einer Partei wie auf dem Punkteblock: NAME=BONUS,KARTEN (`Wir=600,345`), oder NAME=SUMME, wenn nur die Summe bekannt ist
    .long = Die Runde einer Partei wie auf dem Punkteblock: NAME=BONUS,KARTEN (`Wir=600,345`), oder NAME=SUMME, wenn nur die Summe bekannt ist.

        NAME=BONUS,KARTEN: `Wir=600,345`, `Sie=-200,-35`; NAME=SUMME: `Sie=-235`. Jede Partei einmal angeben (`game edit`: eine weggelassene Partei behält ihre Zahlen). NAME ist der Name der Partei oder der eines ihrer Spieler (`clara=...` für `Sie=Clara,Dieter`), in beliebiger Schreibung, oder ein Anfang, der eine Partei allein nennt.
    .value-name = NAME=BONUS,KARTEN
arg-round = Die Rundendatei der Runde (nach dem Regelwerk des Spiels gezählt; `-` liest sie von der Standardeingabe)
    .value-name = RUNDE.yaml
arg-state = Eine Tischdatei (YAML: Hand, Stapel, Parteien mit Punkten und Meldungen); zusätzlich angegebene Optionen ersetzen oder ergänzen sie
    .value-name = DATEI
arg-tally = Die Runde einer Partei, wie am Tisch gezählt, ihre Posten nach NAME= (`Wir=echt,unecht:2,rot3,aus,karten:185`); das Regelwerk des Spiels rechnet
    .long = Die Runde einer Partei, wie am Tisch gezählt, ihre Posten nach NAME= (`Wir=echt,unecht:2,rot3,aus,karten:185`); das Regelwerk des Spiels rechnet.

        Posten: natural:N, mixed:N, wild:N (Canastas), eine eigene Art des Regelwerks mit Namen (aces:N, samba:N...), red3:N, black3:N (wo schwarze Dreien Bonuskarten sind), out, concealed (verdeckt ausgemacht), cards:N (Kartenwert, gemeldet minus Hand; darf negativ sein), melded oder unmelded (ob die Partei überhaupt gemeldet hat), held:N (der Kartenwert davon auf der Hand), from-hand:N (Canastas, die vollständig aus der Hand ausgelegt wurden). Wo die Punkte an einer Tatsache hängen, die kein anderer Posten klärt, muss die Zählung sie nennen: melded oder unmelded, wo rote Dreien für eine Partei ohne Meldung minus zählen und nichts (ein Canasta, out, cards über 0) eine Meldung zeigt; held:N, wo eine Partei ohne Canasta auch ihre gemeldeten Karten minus zählt; from-hand:N, wo solche Canastas mehr bringen (wikipedia). Wo das Regelwerk sie Punkte kosten lässt: incomplete-ART:N (Meldungen einer Art, die kein Canasta wurden: incomplete-aces), set-RANG:N (Spieler, die mit einem Satz erwischt wurden: set-A), caught3:N (auf der Hand erwischte Dreien), foot3:N (rote Dreien in einem nie aufgenommenen Fuß); special-NAME für eine Sonderhand, allein gezählt (special-garbage,out). Ein Posten ohne :N zählt 1. Kurzformen: nat, mix, r3, b3, conc, unm; deutsche Wörter: echt, unecht oder gemischt, rot3, schwarz3, aus, verdeckt, karten:N, gemeldet, ungemeldet. Beispiel: `Wir=echt,unecht:2,rot3,aus,karten:185`. NAME wie bei --points.
    .value-name = NAME=POSTEN,...

## canasta-meld
long-about = Ist diese eine Meldung gültig? Zeigt ihre Punkte und ob sie ein Canasta ist.

        Prüft die Karten gegen die Melderegeln des Regelwerks (natürliche und wilde Karten, Höchstzahl und Anteil wilder Karten, Meldungen nur aus wilden Karten, schwarze und rote Dreien) und nennt jede Regel, die sie verletzen. Rückgabewert 0, wenn die Meldung gültig ist, 1, wenn nicht.
arg-cards = Die Karten der Meldung, z. B. `h10 d10 s2` (ein oder mehrere Argumente, durch Leerzeichen oder Kommas getrennt)
    .value-name = KARTEN
arg-going_out = Der Spieler macht mit dieser Meldung aus: das einzige Mal, dass schwarze Dreien gemeldet werden dürfen (mit oder ohne wilde Karte, wie das Regelwerk sagt)
arg-opened = Die Partei hat ihre Erstmeldung gemacht und legt diese Meldung danach aus
    .long = Die Partei hat ihre Erstmeldung gemacht und legt diese Meldung danach aus.

        Ein Rang, der wilde Karten nur in der Erstmeldung nimmt (modern-american: Asse), nimmt dann keine.

## canasta-initial-meld
long-about = Kann eine Partei, die noch nicht gemeldet hat, in diesem Zug ihre Erstmeldung machen?

        Der Gesamtpunktestand der Partei (--score) bestimmt die Mindestpunktzahl. Ohne --top ist HAND die Hand nach dem Ziehen vom verdeckten Stapel; mit --top ist es die Hand vor dem Zug, und die Frage ist, ob der Spieler den Ablagestapel aufnehmen und mit dessen oberster Karte eröffnen kann. So oder so müssen dem Spieler zwei Karten bleiben, eine zum Ablegen und eine zum Behalten, außer die Meldungen machen aus. Zeigt einen Weg dazu (was die Eröffnung braucht, nicht alles, was die Hand melden könnte). Rückgabewert 0, wenn möglich, 1, wenn nicht.
arg-score = Der Gesamtpunktestand der Partei vor dieser Runde; er bestimmt die Mindestpunktzahl (Standard: der Punktestand der Partei in --state, sonst 0)
arg-top = Die oberste Karte des Ablagestapels: darf der Spieler den Stapel aufnehmen und damit eröffnen?
    .long = Die oberste Karte des Ablagestapels: darf der Spieler den Stapel aufnehmen und damit eröffnen?

        HAND ist dann die Hand vor dem Zug. Standard ist die oberste Karte des Stapels in --state, wo diese einen Stapel hat.
    .value-name = KARTE
arg-frozen = Mit --top: der Stapel unter der obersten Karte hält eine Karte, die ihn einfriert
arg-pile_size = Mit --top: Karten im Stapel, die oberste mitgezählt (2, wenn nicht angegeben)
    .long = Mit --top: Karten im Stapel, die oberste mitgezählt (2, wenn nicht angegeben).

        Nach dem Melden muss der Spieler zwei Karten halten, eine zum Ablegen und eine zum Behalten, außer er macht aus; der Rest des Stapels zählt mit. Mit 2 behält der Spieler also eine Karte der Hand, ab 3 keine, und mit 1 macht die letzte abgelegte Karte der Hand aus.
arg-hand = Die Hand des Spielers (nach dem Ziehen vom verdeckten Stapel, oder vor dem Zug mit --top)
    .value-name = HAND

## canasta-pickup
long-about = Darf der Spieler den Ablagestapel aufnehmen?

        Prüft eine oberste Karte, die den Stapel sperrt, einen eingefrorenen Stapel, die Wege, auf denen das Regelwerk die Aufnahme erlaubt (ein natürliches Paar, eine natürliche und eine wilde Karte, eine ausliegende Meldung), die Ein-Karten-Regel und, für eine Partei, die noch nicht eröffnet hat, die Mindestpunktzahl der Erstmeldung. Rückgabewert 0, wenn erlaubt, 1, wenn nicht.
arg-top = Die oberste Karte des Ablagestapels (Standard: die oberste Karte des Stapels in --state)
    .value-name = KARTE
arg-hand = Die Hand des Spielers (Standard: die Hand in --state): ein Argument (`--hand "c6 c6 h7"`) oder mehrere (`--hand c6 c6 h7`)
    .value-name = KARTEN
arg-meld = Eine Meldung, die die Partei des Spielers auf dem Tisch hat (einmal je Meldung; schließt --opened ein)
    .value-name = KARTEN
arg-frozen = Der Stapel unter der obersten Karte hält eine Karte, die ihn einfriert (sperrt)
arg-score = Der Gesamtpunktestand der Partei vor dieser Runde, für eine Partei, die durch die Aufnahme des Stapels eröffnet (Standard: der Punktestand der Partei in --state, sonst 0)
arg-pile_size = Karten im Stapel, die oberste mitgezählt (für die Ein-Karten-Regel; Standard: der Stapel in --state)

## canasta-go-out
long-about = Darf der Spieler jetzt ausmachen, und was bringt das Ausmachen?

        Prüft die Canastas, die die Partei braucht, die letzte abgelegte Karte, schwarze Dreien, die Antwort des Partners und, für eine Partei, die noch nicht eröffnet hat, die Mindestpunktzahl der Erstmeldung; sagt, ob verdeckt ausgemacht wird, und den Bonus. Ohne --lay sucht es einen Weg zum Ausmachen. Rückgabewert 0, wenn erlaubt, 1, wenn nicht.
arg-hand = Die Hand des Spielers nach dem Ziehen (Standard: die Hand in --state): ein Argument (`--hand "hK dK c5"`) oder mehrere (`--hand hK dK c5`)
    .value-name = KARTEN
arg-lay = Die Meldungen, die in diesem Zug aus der Hand ausgelegt werden, `;` zwischen den Meldungen, z. B. `"h5 d5 c5; sK sK dK hK cK dK jk"`
    .long = Die Meldungen, die in diesem Zug aus der Hand ausgelegt werden, `;` zwischen den Meldungen, z. B. `"h5 d5 c5; sK sK dK hK cK dK jk"`.

        Karten eines Rangs, den die Partei auf dem Tisch hat, werden an diese Meldung angelegt. Eine Meldung, die mit `@N` beginnt, wird an die N-te ausliegende Meldung der Partei angelegt (ab 1 gezählt: die Meldungen der Tischdatei, dann jedes --table), z. B. `"@2 jk"`; eine, die mit `@new` beginnt, ist eine eigene Meldung neben der Meldung ihres Rangs, wo eine Partei mehrere Meldungen eines Rangs haben darf (samba). Ohne --lay sucht das Programm einen Weg zum Ausmachen.
    .value-name = MELDUNGEN
arg-table = Eine Meldung, die die Partei des Spielers vor diesem Zug auf dem Tisch hat (einmal je Meldung; schließt --opened ein)
    .value-name = KARTEN
arg-score = Der Gesamtpunktestand der Partei vor dieser Runde, für eine Partei, die beim Ausmachen eröffnet (Standard: der Punktestand der Partei in --state, sonst 0)
arg-partner = Die Antwort des Partners auf „Darf ich ausmachen?“: ja oder nein (auch j, n, yes, no)
    .long = Die Antwort des Partners auf „Darf ich ausmachen?“: ja oder nein (auch j, n, yes, no).

        Die Frage ist in den meisten Regelwerken freiwillig, unter traditional Pflicht; die Antwort bindet. Nur wo der Spieler einen Partner hat: bei 2 oder 3 Spielern spielt jeder allein.
    .value-name = ja|nein
    .values = ja, nein
arg-melded_before = Der Spieler hat früher in dieser Runde gemeldet: das Ausmachen ist nicht verdeckt
arg-in_foot = Der Spieler hat den Fuß aufgenommen und spielt aus ihm (hand-and-foot)
    .long = Der Spieler hat den Fuß aufgenommen und spielt aus ihm (hand-and-foot).

        Wo das Regelwerk einen Fuß austeilt: erst dann ist das Aufbrauchen der Karten Ausmachen; ohne diese Option hat der Spieler den Fuß noch.

## canasta-score
long-about = Eine beendete Runde aus einer Rundendatei zählen.

        Prüft, ob die Runde so gespielt worden sein kann (gültige Meldungen, Karten, die ein Kartenspiel hat, höchstens eine Partei hat ausgemacht, mit den Canastas, die sie braucht), dann nennt es jede Meldung, jeden Canasta, jede rote Drei, jede Karte auf der Hand, Bonus und Strafpunkte fürs Ausmachen, Bonus und Kartenwert getrennt wie auf einem Punkteblock.

        Eine Rundendatei ist YAML: `rules:` (freiwillig) und `teams:`, jede Partei mit `name`, `melds` (eine Zeichenkette von Karten je Meldung), `red_threes`, `hand` (jede Karte, die in den Händen der Partei blieb), `went_out` und `concealed`. Wo das Regelwerk sie verlangt: `black_threes` (als Bonuskarten ausgelegt), `players` (jeder mit `name` und `hand`, statt `hand`) und `special_hand` (ihr Name; ihre Karten unter `melds`, oder keine, um sie nur nach ihrem Namen zu zählen). docs/scoring.md zeigt eine vollständig.
arg-round = Die Rundendatei der beendeten Runde
    .value-name = RUNDE.yaml

## canasta-game
command-new = Einen neuen Punkteblock anlegen (überschreibt nie eine Datei)
command-add = Eine Runde eintragen: aus einer Rundendatei, wie ein Punkteblock sie hält, oder gezählt
command-show = Den Punkteblock zeigen: jede Runde, Gesamtpunktestände, Mindestpunktzahlen, Sieger
command-undo = Die letzte Änderung zurücknehmen: eine eingetragene Runde (auch die, die das Spiel beendete) oder eine Bearbeitung; `game redo` stellt sie wieder her
command-redo = Die letzte Änderung, die `game undo` zurückgenommen hat, wiederherstellen
command-log = Jede Änderung am Punkteblock auflisten, mit ihrer Zeit, wie die Runde eingetragen wurde und ihren Punkten vorher und nachher
command-chart = Den Wettlauf zum Spielziel zeichnen: den Gesamtpunktestand jeder Partei, Runde für Runde
command-stats = Statistik über eine oder mehrere Spieldateien, je Partei und je Spieler, nach Namen zugeordnet
command-edit = Runde N durch eine Rundendatei, --points oder --tally ersetzen; spätere Summen folgen

## canasta-game-new
long-about = Einen neuen Punkteblock anlegen (überschreibt nie eine Datei).

        Das ganze Regelwerk (--rules, Standard classic) wird in der Datei gespeichert, sodass eine spätere Änderung eines eingebauten Regelwerks nie ein altes Spiel ändert.
arg-game = Die Spieldatei, die angelegt wird
    .value-name = SPIEL.yaml
arg-teams = Der Name einer Partei (eine Angabe je Partei, in der Reihenfolge des Punkteblocks), nach Wunsch mit ihren Spielern: `Wir=Anna,Bernd`
    .long = Der Name einer Partei (eine Angabe je Partei, in der Reihenfolge des Punkteblocks), nach Wunsch mit ihren Spielern: `Wir=Anna,Bernd`.

        Nennt jede Partei ihre Spieler (in Sitzordnung), sagt der Punkteblock, wer als Nächstes gibt: die Plätze wechseln zwischen den Parteien, der zuerst genannte Spieler gibt zuerst, und das Geben geht nach links weiter.
    .value-name = NAME[=SPIELER,...]

## canasta-game-add
long-about = Eine Runde eintragen: aus einer Rundendatei, wie ein Punkteblock sie hält, oder gezählt.

        RUNDE.yaml angeben (nach dem Regelwerk des Spiels gezählt), --points (Bonus und Kartenwert je Partei) oder --tally (was jede Partei gezählt hat: das Regelwerk rechnet). Fehlt alles davon, fragt das Programm am Terminal Partei für Partei. Zahlen, die keine Runde ergeben kann, werden abgewiesen, außer mit --force.
arg-replace_halves = Die Hälften dieser Runde verwerfen, die Parteien auf ihren Handys eingetragen haben
    .long = Die Hälften dieser Runde verwerfen, die Parteien auf ihren Handys eingetragen haben.

        Wo Parteien ihre Hälften dieser Runde auf ihren Handys eingetragen haben (`canasta serve`) und die der anderen noch fehlen: diese Hälften verwerfen und diese Runde an ihrer Stelle eintragen (das Protokoll sagt, wessen Hälften verworfen wurden). Ohne diese Option wird die Runde abgewiesen.

## canasta-game-show

## canasta-game-undo

## canasta-game-redo

## canasta-game-log

## canasta-game-chart
long-about = Den Wettlauf zum Spielziel zeichnen: den Gesamtpunktestand jeder Partei, Runde für Runde.

        Im Terminal, oder mit --output als SVG-Datei zum Öffnen oder Drucken.
arg-output = Das Diagramm stattdessen in diese SVG-Datei schreiben (ersetzt sie, wenn es sie gibt)
    .value-name = DATEI.svg

## canasta-game-stats
long-about = Statistik über eine oder mehrere Spieldateien, je Partei und je Spieler, nach Namen zugeordnet.

        Spiele, Siege, Runden, Punkte je Runde und die beste Runde; Canastas und rote Dreien, wo Runden aus Rundendateien oder Zählungen eingetragen wurden. Wo die Parteien ihre Spieler nennen (oder jeder allein spielt), dasselbe je Spieler, gleich in welcher Partnerschaft, und die Punkte der Partei des Gebers je Runde gegen die der anderen.
arg-games = Die Spieldateien
    .value-name = SPIEL.yaml

## canasta-game-edit
long-about = Runde N durch eine Rundendatei, --points oder --tally ersetzen; spätere Summen folgen.

        Fehlt alles davon, fragt das Programm am Terminal Partei für Partei, mit den Angaben der Runde als Vorgabe. `game undo` nimmt die Bearbeitung zurück.
arg-number = Die Nummer der Runde, die ersetzt wird (1 ist die erste)

## canasta-club
long-about = Einen Clubabend leiten: Vierertische für jeden Durchgang ausgelost, wechselnde Partner, eine Rangliste der Spieler.

        Die Abenddatei sagt, wer Durchgang für Durchgang wo sitzt, und nennt die Spieldatei jedes Tisches, ein gewöhnliches Spiel (`canasta game add`, `undo`, `edit`, `show` arbeiten darauf). Die Rangliste wird aus den Spieldateien berechnet, wann immer sie gefragt ist. docs/club.de.md zeigt einen Abend Schritt für Schritt.
command-new = Einen Clubabend beginnen: die Abenddatei schreiben und Durchgang 1 auslosen
command-next = Den nächsten Durchgang auslosen, sobald jeder Tisch dieses Durchgangs fertig ist
command-show = Die Sicht der Turnierleitung: die Tische jedes Durchgangs, ihre Spiele, die Rangliste
command-season = Die Saisontabelle über mehrere Abende: Matchpunkte und Differenz jedes Spielers summiert, Spieler nach Namen zugeordnet

## canasta-club-new
long-about = Einen Clubabend beginnen: die Abenddatei schreiben und Durchgang 1 auslosen.

        Die Spieler werden zufällig an Vierertische gelost, zwei Parteien zu zweit; wer keinen Tisch mehr füllt, setzt den Durchgang aus (ein Freilos). Die Spieldatei jedes Tisches wird neben der Abenddatei angelegt, mit den Spielern ihrer Parteien: `canasta game add` und die anderen Spielbefehle arbeiten darauf. --rules, --target, --hands und --minimums gelten für das Spiel jedes Tisches. Wo etwas nicht stimmt, wird nichts geschrieben.
arg-evening = Die Abenddatei, die angelegt wird (nie überschrieben)
    .value-name = ABEND.yaml
arg-player = Ein Spieler des Abends (4 oder mehr, jeder Name einmal, gleich in welcher Schreibung): `--player Anna --player Bernd` oder `--player Anna Bernd`
    .value-name = NAME
arg-seed = Der Startwert der Auslosung: dieselben Spieler und derselbe Startwert losen dieselben Tische aus, jetzt und in jedem späteren Durchgang. Fehlt er, wird einer gewählt und in die Abenddatei geschrieben

## canasta-club-next
long-about = Den nächsten Durchgang auslosen, sobald jeder Tisch dieses Durchgangs fertig ist.

        Solange das Spiel eines Tisches nicht zu Ende ist, wird die Auslosung abgelehnt, mit jedem solchen Tisch, und nichts ändert sich; --force lost trotzdem aus (das unbeendete Spiel zählt, sobald es endet). Wo Spieler aussetzen müssen, wird jeder Durchgang neu ausgelost: niemand setzt ein zweites Mal aus, bevor jeder einmal ausgesetzt hat, und keine Partnerschaft wiederholt sich, wo eine andere Sitzordnung das vermeidet.
arg-movement = Wie der nächste Durchgang ausgelost wird (Standard: `movements: next:` der Abenddatei, rotate für einen neuen Abend)
value-movement-rotate = Jeder Tisch behält seine vier Spieler, und die Partnerschaften wechseln: in drei Durchgängen spielt jeder einmal mit jedem der anderen drei
value-movement-standings = Tische nach der Rangliste (die vier Besten an Tisch 1), ohne eine Partnerschaft zu wiederholen, wo eine andere Sitzordnung das vermeidet
arg-force = Auch auslosen, während Tische dieses Durchgangs noch spielen

## canasta-club-show
long-about = Die Sicht der Turnierleitung: die Tische jedes Durchgangs, ihre Spiele, die Rangliste.

        Je Durchgang die Spieler und das Spiel jedes Tisches (gespielte Runden, Punktestände, zu Ende oder wie weit vom Ende) und wer aussetzt; dann die Rangliste: Matchpunkte, dann die Differenz, dann der Name. Die Rangliste wird aus den Spieldateien berechnet, wann immer sie gefragt ist. --format json für Programme, --format csv für die Rangliste in einer Tabellenkalkulation.

## canasta-club-season
arg-evenings = Die Abenddateien
    .value-name = ABEND.yaml

## canasta-serve
long-about = Den Punkteblock eines Spiels und den Schiedsrichter an die Handys am Tisch liefern, in deren Browser.

        Gibt einen Link (und seinen QR-Code) für den Spielleiter aus, der ganze Runden eintragen, zurücknehmen, wiederherstellen und bearbeiten darf und dessen Seite die anderen Links zeigt; einen je Partei, deren Handy die Hälfte dieser Partei an einer Runde einträgt; und einen für Zuschauer, die nur lesen. Die Links bleiben von einem Start zum nächsten dieselben (--new-links macht neue). Die Spieldatei bleibt das eine Protokoll: Befehle wie `canasta game` dürfen sie derweil ändern, und die Handys folgen. Nur dieser Computer erreicht den Punkteblock, außer mit --lan (oder --bind). Strg-C beendet es.
arg-game = Die Spieldatei (begonnen mit `canasta game new`) oder die Datei des Clubabends (begonnen mit `canasta club new`), die geliefert wird
    .value-name = SPIEL.yaml
arg-port = Der Port, auf dem gelauscht wird; 0 nimmt einen beliebigen freien Port
arg-lan = Auf den Netzwerkadressen dieses Rechners lauschen, sodass Handys im selben Netz den Punkteblock erreichen (sonst nur dieser Computer)
arg-bind = Nur auf dieser Adresse des Rechners lauschen (eine IP-Adresse, z. B. 192.168.1.20, oder 0.0.0.0 für alle)
    .value-name = ADRESSE
arg-public_url = Die Adresse, unter der die Handys den Punkteblock erreichen, wo es nicht die ist, auf der er lauscht
    .long = Die Adresse, unter der die Handys den Punkteblock erreichen, wo es nicht die ist, auf der er lauscht.

        Ein Name, ein weitergeleiteter Port: die Links werden mit ihr ausgegeben, und Anfragen, die sie nennen, werden beantwortet.
    .value-name = URL
arg-new_links = Neue Links machen: jedes Token ist neu, und die alten Links (und die Cookies der Handys) öffnen den Punkteblock nicht mehr. Ohne dies bleiben die Links von einem Start zum nächsten dieselben

## canasta-rules
command-list = Die eingebauten Regelwerke auflisten
command-show = Jeden Parameter eines Regelwerks zeigen
command-diff = Die Parameter zeigen, in denen sich zwei Regelwerke unterscheiden

## canasta-rules-list
# Keine eigenen Argumente.

## canasta-rules-show
long-about = Jeden Parameter eines Regelwerks zeigen.

        `--format yaml` schreibt eine vollständige Regeldatei: ein Ausgangspunkt für Hausregeln (oder eine schreiben, die mit `extends:` ein Regelwerk erweitert und nur ändert, was abweicht).
arg-name = Ein eingebauter Name oder eine YAML-Regeldatei; Standard ist --rules oder classic
    .value-name = NAME|DATEI

## canasta-rules-diff
arg-a = Das erste Regelwerk: ein eingebauter Name oder eine YAML-Regeldatei
arg-b = Das zweite Regelwerk: ein eingebauter Name oder eine YAML-Regeldatei

## canasta-completions
arg-shell = Die Shell, für die vervollständigt wird

## canasta-man
arg-dir = Der Ordner, in den die Seiten geschrieben werden (angelegt, wenn er fehlt), z. B. /usr/local/share/man/man1
    .value-name = ORDNER

## errors
# Die Fehler von clap, nach ihrer Art und ihren Angaben (src/cli/error.rs).
error-unknown-argument = unerwartetes Argument `{ $arg }`
error-unknown-command = unbekannter Befehl `{ $name }`
error-missing-value = `{ $arg }` braucht einen Wert, aber keiner wurde angegeben
error-invalid-value = ungültiger Wert `{ $value }` für `{ $arg }`
error-possible-values = [mögliche Werte: { $values }]
error-value-refused = ungültiger Wert `{ $value }` für `{ $arg }`: { $why }
error-missing-arguments = diese nötigen Argumente fehlen:
error-missing-command = `{ $name }` braucht einen Befehl, aber keiner wurde angegeben
error-commands = [Befehle: { $values }]
error-repeated = das Argument `{ $arg }` darf nur einmal angegeben werden
error-conflict = { $n ->
    [0] das Argument `{ $arg }` kann nicht mit einem der anderen angegebenen Argumente zusammen verwendet werden
    [one] das Argument `{ $arg }` kann nicht zusammen verwendet werden mit:
   *[other] das Argument `{ $arg }` kann nicht zusammen verwendet werden mit:
}
error-no-equals = `{ $arg }` braucht ein Gleichheitszeichen vor seinem Wert
error-too-many-values = unerwarteter Wert `{ $value }` für `{ $arg }`: keine weiteren erwartet
error-too-few-values = { $min } Werte für `{ $arg }` nötig, { $n ->
    [one] nur { $n } wurde angegeben
   *[other] nur { $n } wurden angegeben
}
error-wrong-number-of-values = { $expected } Werte für `{ $arg }` nötig, aber { $n ->
    [one] { $n } wurde angegeben
   *[other] { $n } wurden angegeben
}
error-similar-argument = { $n ->
    [one] Tipp: ein ähnliches Argument gibt es: { $names }
   *[other] Tipp: ähnliche Argumente gibt es: { $names }
}
error-similar-command = { $n ->
    [one] Tipp: einen ähnlichen Befehl gibt es: { $names }
   *[other] Tipp: ähnliche Befehle gibt es: { $names }
}
error-similar-value = { $n ->
    [one] Tipp: einen ähnlichen Wert gibt es: { $names }
   *[other] Tipp: ähnliche Werte gibt es: { $names }
}
error-pass-as-value = Tipp: um `{ $arg }` als Wert zu übergeben, `-- { $arg }` schreiben
error-command-after-dashes = Tipp: den Befehl `{ $name }` gibt es; um ihn zu verwenden, das `--` davor weglassen
error-usage = Verwendung:
error-try-help = Mehr dazu mit `--help`.

## man
# Die Überschriften, die clap_mangen englisch schreibt (`.SH NAME`).
heading-name = BEZEICHNUNG
heading-synopsis = ÜBERSICHT
heading-description = BESCHREIBUNG
heading-options = OPTIONEN
heading-subcommands = BEFEHLE
heading-extra = WEITERES
heading-version = VERSION
heading-authors = AUTOREN
