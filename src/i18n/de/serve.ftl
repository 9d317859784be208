# `canasta serve`: was es beim Start ausgibt, und die Seiten auf den Handys.

serve-listening = { $file } wird geliefert unter { $url }
serve-local-only = Nur dieser Computer erreicht es; mit --lan starten für die Handys am Tisch.
serve-lan-note = Handys im selben Netz öffnen die Links unten. Erreicht eines den Punkteblock nicht: Port { $port } in der Firewall dieses Computers freigeben, und ein Netz nehmen, in dem die Geräte einander sehen (ein Gäste-WLAN trennt sie oft).
serve-link-organiser = Der Spielleiter (trägt ganze Runden ein, nimmt zurück, stellt wieder her, bearbeitet):
serve-link-side = { $side } (trägt die eigene Hälfte jeder Runde ein):
serve-link-viewer = Zuschauer (nur lesen):
serve-stop = Strg-C beendet den Punkteblock; die Spieldatei behält jede Runde.

serve-title = Canasta-Punkteblock
serve-nav-pad = Punkteblock
serve-nav-referee = Schiedsrichter
serve-other-lang = English
serve-you-organiser = Das Handy des Spielleiters: Es trägt ganze Runden ein, nimmt sie zurück und ändert sie.
serve-you-side = Dieses Handy trägt in jeder Runde die Punkte der Partei { $side } ein.
serve-you-viewer = Dieses Handy schaut nur zu.
serve-players = { $players }
serve-first = { $player } spielt zuerst.
serve-leads = { $n } voraus
serve-to-go = fehlen { $n }
serve-reached = Spielziel erreicht
serve-min-next = nächste Erstmeldung { $min }
serve-file-problem = Die Spieldatei ist gerade nicht lesbar ({ $message }); der Punkteblock zeigt sie, wie sie zuletzt gelesen wurde.

serve-enter-hand = Runde { $hand } eintragen
serve-enter-half = Runde { $hand }: Punkte der Partei { $side }
serve-half-in-already = Die Punkte der Partei { $side } für Runde { $hand } sind angekommen. Erneut senden ersetzt sie.
serve-edit-hand = Runde { $hand } ändern
serve-edit-keep = Eine Partei, die leer bleibt, behält ihre Punkte.
serve-over-title = Das Spiel ist aus
serve-over-what-now = Ein neues Spiel, mit denselben Parteien oder anderen: Der Spielleiter legt es am Computer an, der diesen Punkteblock liefert; der zeigt dann die Links des neuen Spiels für die Handys.
serve-over-undo = War die letzte Runde falsch? Unten zurücknehmen und neu eintragen.
serve-tab-count = Zählen
serve-tab-points = Punkte
serve-field-tally = Die Zählung als Text (hier tippen oder oben zählen)
serve-field-tally-example = echt:1, rot3:1, aus, karten:120
serve-field-points = Oder die Punkte: Bonus,Kartenwert (600,345) oder nur die Summe (-235)
serve-points-note = Die beiden Zahlen vom Papierblock.
serve-field-bonus = Bonus
serve-field-cards = Kartenwert
serve-force = Eintragen, obwohl keine Runde diese Zahlen ergeben kann
serve-send = Runde speichern
serve-send-half = Unsere Punkte senden
serve-send-edit = Änderung speichern
serve-cancel-edit = Zurück
serve-undo = Zurücknehmen
serve-redo = Wiederherstellen
serve-edit-which = Runde mit der Nummer ändern
serve-edit = ändern
serve-keypad-sign = ±
serve-keypad-back = ⌫
serve-keypad-label = Tastenfeld für den Kartenwert
serve-minus = eins weniger
serve-plus = eins mehr
serve-pending = Noch nicht bestätigt: Es bleibt auf diesem Handy und wird erneut gesendet, bis der Punkteblock antwortet.
serve-saved = Gespeichert.
serve-half-saved = Unsere Punkte sind angekommen; die Runde wird eingetragen, sobald alle Parteien ihre gesendet haben.
serve-offline = Der Punkteblock ist nicht erreichbar. Was eingetragen wird, bleibt auf diesem Handy und wird gesendet, sobald er wieder erreichbar ist.
serve-busy = Der Punkteblock ist gerade ausgelastet; gleich ein neuer Versuch.
serve-lost-link = Der Punkteblock kennt dieses Handy nicht mehr. Den eigenen Link noch einmal öffnen (das Handy des Spielleiters zeigt die Links und QR-Codes aller Parteien); was hier eingetragen ist, bleibt und wird dann gesendet.
serve-moved-on = Inzwischen wurde eine Runde eingetragen: Vor dem Senden prüfen, ob das hier Eingetragene zur jetzt gezeigten Runde gehört.
serve-wake-lock = Der Bildschirm bleibt an, solange der Punkteblock offen ist.

serve-halves-title = Runde { $hand } bisher
serve-half-in = { $side }: { $text }
serve-half-nothing = nichts gezählt
serve-half-waiting = { $side }: fehlt noch
serve-refused = Runde { $hand } wurde abgewiesen: { $reason }. Die gesendeten Punkte bleiben: die einer Partei korrigieren und erneut senden.

serve-hands-older = Runden 1 bis { $last }
serve-sign = Unterschrift für { $side }

serve-log-title = Änderungen
serve-log-older = Frühere Änderungen
serve-log-line = { $change }, { $by }
serve-log-at = um { $time }

serve-links-title = Links für den Tisch
serve-links-note = Jedes Handy öffnet seinen eigenen Link oder scannt seinen Code: Der Link ist der Schlüssel zu diesem Spiel. Den Link des Spielleiters niemandem sonst zeigen.
serve-links-organiser = Der Spielleiter
serve-links-side = { $side }
serve-links-viewer = Zuschauer (nur lesen)

serve-no-token-title = Diese Seite braucht ihren Link
serve-no-token-text = Dieses Handy hat keinen Schlüssel zu diesem Spiel, oder einen alten. Den Spielleiter nach dem Link oder QR-Code der eigenen Partei fragen (sein Handy zeigt sie unter „Links für den Tisch“) und ihn öffnen: Was auf diesem Handy eingetragen ist, bleibt und wird dann gesendet.

serve-item-natural = { $n ->
    [one] { $n } { -canasta-natural }
   *[other] { $n } { -canastas-natural }
}
serve-item-mixed = { $n ->
    [one] { $n } { -canasta-mixed }
   *[other] { $n } { -canastas-mixed }
}
serve-item-wild = { $n ->
    [one] { $n } Canasta aus wilden Karten
   *[other] { $n } Canastas aus wilden Karten
}
serve-item-kind = { $kind }: { $n }
serve-item-from-hand = davon { $n } vollständig aus der Hand ausgelegt
serve-item-red3 = { $n ->
    [one] { $n } { -red-three }
   *[other] { $n } rote Dreien
}
serve-item-black3 = { $n ->
    [one] { $n } { -black-three }
   *[other] { $n } schwarze Dreien
}
serve-item-out = ausgemacht
serve-item-concealed = verdeckt ausgemacht
serve-item-melded = gemeldet
serve-item-unmelded = nichts gemeldet
serve-item-cards = Kartenwert { $n }
serve-item-held = davon { $n } auf der Hand
serve-item-incomplete = unfertige Meldungen ({ $kind }): { $n }
serve-item-set = mit einem Satz erwischt ({ $rank }): { $n }
serve-item-caught3 = Dreien auf der Hand erwischt: { $n }
serve-item-foot3 = rote Dreien in einem Fuß: { $n }
serve-item-special = die Sonderhand { $name }

serve-kind-of-rank = Canastas aus { $ranks }
serve-kind-sequence = { $name } (Canastas in Folge einer Farbe)
serve-kind-wild = { $name } (Canastas aus wilden Karten)
serve-kind-named = { $name }-Canastas

serve-help-red3-each = je { $each }
serve-help-red3-doubling = { $each } für eine, jede weitere verdoppelt
serve-help-red3-total = { $count } zusammen { $total }
serve-help-red3-minus = { $when ->
    [no-meld] minus, wenn die Partei nichts gemeldet hat
    [no-canasta] minus, wenn die Partei keinen Canasta hat
    [per-canasta] jede braucht einen eigenen Canasta, die übrigen zählen minus
    [all-or-nothing] alle minus, wenn die Partei weniger Canastas als rote Dreien hat
   *[never] nie minus
}
serve-help-red3-by-canastas = mit { $canastas } Canastas { $sign ->
    [minus] minus
    [zero] nichts
   *[plus] plus
}

serve-referee-title = Schiedsrichter nach { $rules }
serve-ref-meld = Ist diese Meldung gültig?
serve-ref-pickup = Darf ich den Ablagestapel aufnehmen?
serve-ref-go-out = Darf ich ausmachen?
serve-ref-cards = Karten der Meldung
serve-ref-hand = Meine Hand
serve-ref-top = Oberste Karte des Ablagestapels
serve-ref-table = Unsere Meldungen auf dem Tisch (; zwischen Meldungen)
serve-ref-frozen = Der Stapel ist eingefroren
serve-ref-opened = Wir haben unsere Erstmeldung gemacht
serve-ref-score = Unser Punktestand
serve-ref-going-out = Ich mache damit aus
serve-ref-ask = Fragen
serve-ref-yes = Ja
serve-ref-no = Nein
serve-ref-full = Die ganze Antwort
serve-ref-at-cards = Karten
serve-ref-at-hand = Hand
serve-ref-at-top = oberste Karte
serve-ref-at-table = Meldungen auf dem Tisch
serve-ref-at-score = Punktestand
serve-picker = Karten antippen oder tippen: ♥10 ♦K ♠B jk
serve-picker-clear = Leeren
serve-evening-link-organiser = Die Turnierleitung (liest und schreibt an jedem Tisch, lost den nächsten Durchgang aus):
serve-evening-link-table = Tisch { $table } (trägt die Runden dieses Tisches ein, den ganzen Abend):
serve-evening-link-player = { $player } (folgt dem Spieler von Tisch zu Tisch):
serve-evening-title = Clubabend
serve-evening-round = Durchgang { $round }
serve-evening-tables = Tische
serve-evening-next = Nächsten Durchgang auslosen
serve-evening-next-wait = Der nächste Durchgang kann ausgelost werden, sobald jeder Tisch sein Spiel beendet hat.
serve-evening-links = Links zum Verteilen
serve-evening-links-note = Das Handy jedes Tisches öffnet den Link seines Tisches; jeder Spieler kann seinen eigenen öffnen, der ihm von Tisch zu Tisch folgt. Den Link der Turnierleitung niemandem zeigen.
serve-evening-table = Tisch { $table }
serve-evening-sit = Durchgang { $round }: an Tisch { $table } setzen.
serve-evening-partner = Mit { $partner }, gegen { $others }.
serve-evening-bye = Durchgang { $round }: Freilos, diesen Durchgang setzt du aus.
serve-evening-standing = In der Rangliste: Platz { $rank } von { $count }, { $points } Matchpunkte, Differenz { $difference }.
serve-evening-byes = Freilos: { $players }
serve-evening-print = Rangliste und Liste jedes Tisches drucken
serve-evening-sheet = Tisch { $table }, Durchgang { $round }
serve-evening-seats = Nord { $n }, Ost { $e }, Süd { $s }, West { $w }
