<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>Über ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Prüft Schach-Partieformulare so, wie ein Schiedsrichter es tut.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck ist freie Software: Sie können es unter den Bedingungen der GNU General Public License, Version 3 oder (nach Ihrer Wahl) jeder späteren Version, weitergeben und verändern. Es kommt ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Erstellt mit Qt %1; läuft mit Qt %2 (GNU Lesser General Public License, Version 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Die Regeln sind die der FIDE-Schachregeln (2023). Das Beispielformular ist die Musterpartie ihres Anhangs C. Die Figurenbilder und das Symbol wurden für ScoreCheck gezeichnet. Die Tests verwenden Partien und Stellungen aus python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) und dem HCS-Datensatz handschriftlicher Partieformulare; third-party.md, mit der Dokumentation installiert, nennt jede Quelle und ihre Lizenz.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Züge, die ebenso gut passen</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Den gewählten Zug einsetzen und den Rest der Partie danach neu herleiten</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>Diesen Zug &amp;wählen</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Zuerst der Zug, mit dem die Partie weitergeht, dann die anderen, die ebenso gut passen, der beste zuerst; das Brett zeigt den ausgewählten, und die Eingabetaste setzt ihn ein.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>Dass die als „nicht ausgeschlossen“ markierten Züge passen, ist nicht gezeigt: die Prüfung hielt an, bevor sie sie ausschließen konnte.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>dem Anfang</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Dreimalige Stellungswiederholung nach %1: dieselbe Stellung stand nach %2. Remis kann reklamiert werden (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Fünfmalige Stellungswiederholung nach %1: die Partie ist remis (9.6.1). Die Stellung stand nach %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Fünfzig Züge ohne Schlagen und ohne Bauernzug nach %1: Remis kann reklamiert werden (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Fünfundsiebzig Züge ohne Schlagen und ohne Bauernzug nach %1: die Partie ist remis (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Schachmatt nach %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Patt nach %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Tote Stellung nach %1: keine Seite kann mattsetzen (5.2.2).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Ausgeführte Züge: Weiß %1, Schwarz %2.</translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Notiertes Ergebnis: %1. Auf dem Brett: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Jeder Eintrag ist geprüft.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Nur bis zum %1. Zug geprüft: das Partieformular geht bis zum %2. Zug weiter, ungeprüft.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Nichts zu melden: das Partieformular enthält noch keine Züge.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Remisangebot von Weiß mit %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Remisangebot von Schwarz mit %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>Die Partie war nach %1 von selbst beendet; der danach notierte Eintrag zählt nicht.</numerusform>
            <numerusform>Die Partie war nach %1 von selbst beendet; die %n danach notierten Einträge zählen nicht.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>%1 kann jetzt Remis reklamieren: die Stellung nach %2 ist %n-mal aufgetreten (9.2.2).</numerusform>
            <numerusform>%1 kann jetzt Remis reklamieren: die Stellung nach %2 ist %n-mal aufgetreten (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>%1 kann jetzt Remis reklamieren: 50 Züge jedes Spielers ohne Schlagen und ohne Bauernzug (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>%1 kann Remis reklamieren, indem er einen dieser Züge notiert und erklärt: die Stellung, zu der er führt, träte zum dritten Mal auf (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>%1 kann Remis reklamieren, indem er einen Zug notiert und erklärt, der weder schlägt noch ein Bauernzug ist: er vollendet 50 Züge jedes Spielers (9.3.1).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Tote Stellung nach %1: die Bauern können nicht mehr ziehen und schließen die Figuren ein, daher kann keine Seite mattsetzen (5.2.2).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Remisangebot von Weiß mit %1, einem als regelwidrig zurückgenommenen Zug (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Remisangebot von Schwarz mit %1, einem als regelwidrig zurückgenommenen Zug (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Remisangebot von Weiß mit %1, ein Eintrag, den das Nachspielen nicht ausgeführt hat: nicht geprüft.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Remisangebot von Schwarz mit %1, ein Eintrag, den das Nachspielen nicht ausgeführt hat: nicht geprüft.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Änderungen an diesem Partieformular können nicht in %1 gesichert werden: %2. Neuer Versuch jede Sekunde; speichern Sie das Partieformular, um es zu behalten.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Weißer Bauer auf %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Weißer Springer auf %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Weißer Läufer auf %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Weißer Turm auf %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Weiße Dame auf %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Weißer König auf %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Schwarzer Bauer auf %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Schwarzer Springer auf %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Schwarzer Läufer auf %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Schwarzer Turm auf %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Schwarze Dame auf %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Schwarzer König auf %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Leeres Feld %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, aufgenommen</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1, ein regelgemäßer Zug</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Gespielt %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>In einen Springer umwandeln</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>In einen Läufer umwandeln</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>In einen Turm umwandeln</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>In eine Dame umwandeln</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>Das Brett: Die Pfeiltasten gehen von Feld zu Feld, Eingabe oder Leertaste nimmt eine Figur auf und setzt sie auf ihrem Zielfeld ab, Escape stellt sie zurück. Ein gespielter Zug wird in das Partieformular geschrieben.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>die Ausgangsstellung</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>die Stellung nach %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>die Ausgangsstellung (Halbzug 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, der notierte Zug (Halbzug %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (Halbzug %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Keine Reklamation möglich: die Partie war bereits beendet, %1 ist Schachmatt (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Keine Reklamation möglich: die Partie war bereits beendet, %1 ist patt (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Keine Reklamation möglich: die Partie war remis, als %1 zum fünften Mal auftrat (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Keine Reklamation möglich: die Partie war remis, %1 folgte auf 75 Züge jedes Spielers ohne Schlagen und ohne Bauernzug (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Keine Reklamation möglich: die Partie war remis, %1 ist eine tote Stellung, in der keiner der Spieler mattsetzen kann (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Unberechtigt: %1 tritt zum ersten Mal auf.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Unberechtigt: %1 tritt erst zum zweiten Mal auf.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Berechtigt: %1 tritt zum dritten Mal auf.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Berechtigt: %1 ist nun %2-mal aufgetreten.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Unberechtigt: nach dem notierten Zug %1 träte die Stellung zum ersten Mal auf.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Unberechtigt: nach dem notierten Zug %1 träte die Stellung erst zum zweiten Mal auf.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Berechtigt: nach dem notierten Zug %1 träte die Stellung zum dritten Mal auf.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Berechtigt: nach dem notierten Zug %1 wäre die Stellung %2-mal aufgetreten.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Berechtigt: die letzten 50 Züge jedes Spielers wurden ohne Schlagen und ohne Bauernzug ausgeführt.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Unberechtigt: Züge seit dem letzten Schlagen oder Bauernzug: Weiß %1, Schwarz %2; nötig sind 50 von jedem Spieler.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Berechtigt: mit dem notierten Zug %1 sind die letzten 50 Züge jedes Spielers ohne Schlagen und ohne Bauernzug ausgeführt.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Unberechtigt: mit dem notierten Zug %1 – Züge seit dem letzten Schlagen oder Bauernzug: Weiß %2, Schwarz %3; nötig sind 50 von jedem Spieler.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Unberechtigt: der notierte Zug %1 ist ein Schlagzug: die Zählung der fünfzig Züge beginnt von vorn.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Unberechtigt: der notierte Zug %1 ist ein Bauernzug: die Zählung der fünfzig Züge beginnt von vorn.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Unberechtigt: der notierte Zug „%1“ ist in der Stellung auf dem Brett regelwidrig.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Unberechtigt: der notierte Zug „%1“ ist mehrdeutig: er kann %2 bedeuten.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Unberechtigt: der notierte Zug „%1“ ist als Zug nicht lesbar.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Artikel 9.2.1: %1 hat einen Zug notiert und angekündigt; die Stellung, zu der er führt, muss im Begriff sein, mindestens zum dritten Mal aufzutreten.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Artikel 9.2.2: die Stellung auf dem Brett muss soeben mindestens zum dritten Mal aufgetreten sein, und %1 ist am Zug.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Stellungen gelten als gleich, wenn derselbe Spieler am Zug ist, dieselben Figuren auf denselben Feldern stehen und dieselben Züge möglich sind, Rochade und Schlagen en passant eingeschlossen (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Artikel 9.3.1: %1 hat einen Zug notiert und angekündigt; mit ihm müssen die letzten 50 Züge jedes Spielers ohne Bauernzug und ohne Schlagen ausgeführt sein.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Artikel 9.3.2: die letzten 50 Züge jedes Spielers müssen ohne Bauernzug und ohne Schlagen ausgeführt worden sein; %1 ist am Zug.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: die Rochaderechte sind verschieden, und in einer der beiden Stellungen war Schlagen en passant möglich (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: die Rochaderechte sind verschieden (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: in einer der beiden Stellungen war Schlagen en passant möglich (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Letztes Schlagen oder letzter Bauernzug: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Kein Schlagen und kein Bauernzug seit der Ausgangsstellung, deren Halbzugzähler bei %1 stand.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Kein Schlagen und kein Bauernzug seit der Ausgangsstellung.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Züge seitdem ohne Schlagen und ohne Bauernzug: Weiß %1, Schwarz %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Der Schiedsrichter fügt der verbleibenden Bedenkzeit von %1 eine Minute hinzu (9.5.3; Blitzschach: B.3 mit A.3); zwei Minuten, wo das Turnier B.2 anwendet (ein Schiedsrichter je Partie).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>Der Schiedsrichter fügt der verbleibenden Bedenkzeit von %1 eine Minute hinzu (9.5.3; Schnellschach: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>Der Schiedsrichter fügt der verbleibenden Bedenkzeit von %1 zwei Minuten hinzu (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>%1 muss nun den notierten Zug %2 ausführen (9.5.3): er setzt matt, und %1 gewinnt (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>%1 muss nun den notierten Zug %2 ausführen (9.5.3): er setzt patt, und die Partie ist remis (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>%1 muss nun den notierten Zug %2 ausführen (9.5.3): er führt zu einer toten Stellung, und die Partie ist remis (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>%1 muss nun den notierten Zug %2 ausführen (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Das Ergebnis steht fest: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>Die Partie ist remis (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>Der notierte Zug würde mattsetzen, doch ein für eine Reklamation notierter Zug wird nicht ausgeführt: die Reklamation hat die Partie bereits remis beendet.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>Der notierte Zug kann so nicht ausgeführt werden: %1 muss einen Zug gemäß den Artikeln 3 und 4 ausführen (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>Die Partie wird fortgesetzt.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>Die Reklamation gilt als Remisangebot, das %1 annehmen kann (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>Der notierte Zug „%1“ ist nicht nötig: die Stellung auf dem Brett entscheidet die Reklamation.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>Die Stellung stand nach:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Dieselben Figuren standen auf denselben Feldern, derselbe Spieler am Zug, in Stellungen, die dennoch nicht gleich sind:</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>%1 muss nun den notierten Zug %2 ausführen (9.5.3): die Stellung steht dann zum fünften Mal, und die Partie ist remis (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>%1 muss nun den notierten Zug %2 ausführen (9.5.3): er vollendet 75 Züge jedes Spielers ohne Schlagen und ohne Bauernzug, und die Partie ist remis (9.6.2).</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Entscheidung über eine Reklamation</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Reklamation:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Dreifache Stellungswiederholung (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;50 Züge (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>&amp;Notierter Zug:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Optional: der notierte und erklärte, nicht ausgeführte Zug, wie auf dem Formular</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Entscheiden</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>Das Nachspielen endet bei %1 (%2): die Stellung der Reklamation ist nicht bekannt. Berichtigen Sie zuerst das Formular bis dorthin.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Keine Entscheidung: die Stellung der Reklamation ist nicht bekannt.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>%1 reklamiert in der Ausgangsstellung und ist am Zug.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>%1 reklamiert nach %2 und ist am Zug.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>Dieselbe Stellung steht zum dritten Mal auf dem Brett oder wird es nach dem auf dem Partieformular notierten Zug.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Jeder Spieler hat die letzten 50 Züge ohne Schlagen und ohne Bauernzug ausgeführt, oder wird es nach dem auf dem Partieformular notierten Zug haben.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Diese Stellung auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Eine Zeile, die eine Stellung der Partie nennt, zeigt sie auf dem Hauptbrett, per Klick oder mit der Eingabetaste.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Die gezählten Züge</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Bretter der gezählten Stellungen</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Jede Stellung, in der die reklamierte stand, als kleines Brett über ihrem Zug; die Pfeiltasten rollen.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Notationssprache der Partieformulare (auto oder ein Kürzel wie de).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Ausgabe: text, json (ein Objekt je Partie) oder pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Gleichzeitig geprüfte Partien.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Partieformulare oder PGN-Dateien; - für die Standardeingabe.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: »%1« ist weder text noch json noch pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs braucht eine Zahl von 1 bis 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>keine Datei angegeben (- für die Standardeingabe)</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  Halbzüge: %1; Notation: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (durch Nachspielen ermittelt)</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 nach Halbzug %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (die Stellung stand nach den Halbzügen %1)
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  notiertes Ergebnis: %1; auf dem Brett: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Ausgangsstellung (sonst die Grundstellung).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (bei Zeichen %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: unbekannte Sprache »%1« (möglich sind %2%3)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>die Standardeingabe kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: das ist eine Binärdatei, kein Partieformular und kein PGN-Text</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Tiefe in Halbzügen.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Die Zahl für jeden Zug der Ausgangsstellung zeigen.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>unerwartetes Argument »%1«</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth braucht eine Zahl von 0 bis %1</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf oder descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Figurenbuchstaben der Ausgabe (ein Kürzel wie de).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Notationssprache der Eingabe (auto oder ein Kürzel).</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: »%1« ist weder san, lan, figurine, uci, iccf noch descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>eine Datei angeben (oder - für die Standardeingabe)</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  Remisangebot von Weiß nach dem %1. Zug
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  Remisangebot von Schwarz nach dem %1. Zug
</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Auch die wahrscheinlichste vollständige regelgerechte Partie und die dafür nötigen Änderungen ermitteln.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>Das Partieformular des anderen Spielers (derselben Partie/n): beide abgleichen und die Unterschiede melden.</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>keine Partie %1 auf dem anderen Formular zum Abgleich</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  abgeglichen mit %1, Partie %2: Unterschiede: %3; dieses Formular reicht bis Halbzug %4, das andere bis Halbzug %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>dieses Formular %1, das andere %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    Halbzug %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; kein Zug
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (die Suche hat ihr Budget aufgebraucht: das Ende wurde Bruchstelle für Bruchstelle ausgebessert)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    Partie: %1
</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    wahrscheinlich gemeint: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  wahrscheinlichste Partie (Änderungen: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    Zeile %1, Spalte %2: </translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 gelesen als %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 vor %2 eingefügt</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 und der nächste Eintrag tauschen die Plätze</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 weggelassen</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct und --pair berichten als text oder json, nicht als pgn</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(leeres Feld)</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Ein Partieformular oder eine PGN-Datei; - für die Standardeingabe.</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  Zeile %1, Spalte %2: %3
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  ausgeführte Züge: Weiß %1, Schwarz %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (jeder Eintrag geprüft)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (geprüft bis zum %1. Zug; das Formular geht bis zum %2. Zug weiter, ungeprüft)
</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>keine Partie gefunden in %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>Standardausgabe kann nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>sie beginnt in einer anderen Stellung (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  abgeglichen mit %1, Partie %2: die Partie des anderen Formulars ist nicht verwendbar: %3
</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 endet in Zeile %2, Spalte %3: „%4“ ist %5; nichts danach wird geschrieben</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  ein PGN der Partie endet bei Zeile %1, Spalte %2; der Rest des Formulars steht darin als Kommentar
</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  Zeile %1, Spalte %2: %3%4 %5 – %6</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n Eintrag danach konnte nicht geprüft werden
</numerusform>
            <numerusform>  %n Einträge danach konnten nicht geprüft werden
</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>Der Zug, den der Reklamierende notiert und angekündigt, aber noch nicht ausgeführt hat, in Notation und Sprache des Partieformulars.</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Bedenkzeitmodus: standard (Turnierpartie), rapid (Schnellschach) oder blitz (Blitzschach).</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Ausgabe: text oder json (ein Objekt).</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>Das reklamierte Remis: threefold (dreimalige Stellungswiederholung, 9.2) oder fifty (50-Züge-Regel, 9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>Das Partieformular bis zum Zeitpunkt der Reklamation, eine Partie; - für die Standardeingabe.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>das reklamierte Remis (threefold oder fifty) und eine Datei angeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>„%1“ ist keine Reklamation: threefold oder fifty angeben</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: „%1“ ist weder standard noch rapid noch blitz</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: „%1“ ist weder text noch json</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>über %1 kann nicht entschieden werden: %2</translation>
    </message>
    <message>
        <source>White has checkmated.</source>
        <translation>Weiß hat mattgesetzt.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Schwarz hat mattgesetzt.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Weiß kann mattsetzen, zum Beispiel: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Schwarz kann mattsetzen, zum Beispiel: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Weiß kann durch keine Folge regelgemäßer Züge mattsetzen.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Schwarz kann durch keine Folge regelgemäßer Züge mattsetzen.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Weiß: nicht entschieden (die Suche hat ihre Grenze erreicht).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Schwarz: nicht entschieden (die Suche hat ihre Grenze erreicht).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Ob die Stellung tot ist, ist nicht entschieden.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>Die Stellung ist tot: keine Seite kann mattsetzen (FIDE 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>Die Stellung ist nicht tot.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>Die zu beurteilende Stellung.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Ausgabe: text oder json.</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>--fen ist erforderlich</translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  die Partie war nach Halbzug %1 von selbst beendet (%2): der danach notierte Eintrag zählt nicht
</numerusform>
            <numerusform>  die Partie war nach Halbzug %1 von selbst beendet (%2): %n danach notierte Einträge zählen nicht
</numerusform>
        </translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>das Partieformular bricht in Zeile %1, Spalte %2 ab: „%3“ ist %4, daher ist die Stellung bei der Reklamation nicht bekannt</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Die Zahl der Züge, die die Zeitkontrolle bis zum Fallen des Fallblättchens verlangt (zum Beispiel 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Der Spieler, dessen Fallblättchen gefallen ist.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>Das Partieformular bis zum Fallen des Fallblättchens, eine Partie; - für die Standardeingabe.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>den Spieler, dessen Fallblättchen gefallen ist (white oder black), und eine Datei angeben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>„%1“ ist kein Spieler: white oder black angeben</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: „%1“ ist keine Zugzahl von 1 bis 1000</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 enthält mehr als eine Partie: entschieden wird über eine einzige Partie, diese bitte allein angeben</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>Das Partieformular bis zum regelwidrigen Zug, der sein letzter Eintrag ist; eine Partie; - für die Standardeingabe.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>geben Sie eine Datei an: das Partieformular bis zum regelwidrigen Zug</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>das Partieformular hat keine Einträge: sein letzter Eintrag ist der regelwidrige Zug, über den entschieden wird</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>nennen Sie die Entscheidung: claim, flag, illegal oder can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>unbekannte Entscheidung &apos;%1&apos; (claim, flag, illegal oder can-mate verwenden)</translation>
    </message>
    <message>
        <source>usage: scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
                            [--reconstruct] [--pair OTHER_FILE] FILE... | -
       scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                            [--fen FEN] FILE | -
       scorecheck-cli perft [--fen FEN] --depth N [--divide]
       scorecheck-cli rule claim threefold|fifty [--intended MOVE] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                            FILE | -
       scorecheck-cli rule can-mate --fen FEN [--format text|json]
       scorecheck-cli COMMAND --help   (what each option does)
       scorecheck-cli --version
</source>
        <translation>Aufruf: scorecheck-cli check [--lang auto|KÜRZEL] [--fen FEN] [--format text|json|pgn] [--jobs N]
                             [--reconstruct] [--pair ANDERE_DATEI] DATEI... | -
        scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                             [--fen FEN] DATEI | -
        scorecheck-cli perft [--fen FEN] --depth N [--divide]
        scorecheck-cli rule claim threefold|fifty [--intended ZUG] [--rate standard|rapid|blitz] [--lang L]
                             [--fen FEN] [--format text|json] DATEI | -
        scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                             [--fen FEN] [--format text|json] DATEI | -
        scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                             DATEI | -
        scorecheck-cli rule can-mate --fen FEN [--format text|json]
        scorecheck-cli BEFEHL --help   (was jede Option bewirkt)
        scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Prüft Schach-Partieformulare so, wie ein Schiedsrichter es tut: Jeder Eintrag wird nachgespielt und
beurteilt, die Partie des Formulars kann als PGN oder in einer anderen Notation geschrieben werden,
und über Reklamationen, Zeitüberschreitungen und regelwidrige Züge wird nach dem Formular entschieden.
</translation>
    </message>
    <message>
        <source>Exit status:
  0  every entry is correct or legal in another form and every game could be used; a
     rule command made its ruling, whatever it is
  1  some entry is worse (not algebraic, ambiguous, illegal, unreadable, not checked), or
     a game could not be checked or paired
  2  unusable arguments, a file that cannot be read, is binary or holds no game, or output
     that cannot be written
</source>
        <translation>Exit-Status:
  0  jeder Eintrag ist korrekt oder regelgemäß in anderer Form, und jede Partie war verwendbar; ein
     rule-Befehl hat seine Entscheidung getroffen, wie sie auch lautet
  1  ein Eintrag ist schlechter (nicht algebraisch, mehrdeutig, regelwidrig, unlesbar, nicht geprüft),
     oder eine Partie konnte nicht geprüft oder abgeglichen werden
  2  unbrauchbare Argumente, eine Datei, die nicht lesbar oder binär ist oder keine Partie enthält,
     oder eine Ausgabe, die nicht geschrieben werden kann
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli check sheet.txt
     Reports every entry of the sheet that is not correct, and the game&apos;s end.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     One JSON object per game, two games checked at a time.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     The game of a sheet written with German piece letters, as PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Rules on a claim of threefold repetition made by writing the move Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Rules on White&apos;s flag fall when 40 moves are required.
</source>
        <translation>Beispiele:
  scorecheck-cli check sheet.txt
     Meldet jeden Eintrag des Formulars, der nicht korrekt ist, und das Ende der Partie.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Ein JSON-Objekt je Partie, zwei Partien zugleich geprüft.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     Die Partie eines mit deutschen Figurenbuchstaben geschriebenen Formulars, als PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Entscheidet über eine Reklamation der dreifachen Stellungswiederholung mit dem notierten Zug Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Entscheidet über die Zeitüberschreitung von Weiß, wenn 40 Züge verlangt sind.
</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Gibt statt der Prüfung den SHA-256 des Formulartexts jeder Partie aus (UTF-8, Zeilenenden als LF): den Wert, den die Fußzeile eines Berichts zeigt.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash gibt nur die Prüfsummen aus: es nimmt kein --format, --reconstruct oder --pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>        scorecheck-cli check --hash DATEI... | -
        scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair ANDERE] [--diagram HALBZUG]...
                             [--arbiter NAME] [--paper a4|letter] --output DATEI.pdf DATEI | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Der Bericht des Schiedsrichters zu einem Formular wird als PDF geschrieben, zum Drucken oder Ablegen.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0, sobald das PDF geschrieben ist; 2 auch für eine Partie, die sich nicht nachspielen
     lässt, und dann wird kein PDF geschrieben)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Der Bericht des Schiedsrichters zum Formular als PDF, mit der Stellung nach Halbzug 24.
  scorecheck-cli check --hash sheet.txt
     Der SHA-256 des Formulartexts, wie ihn die Fußzeile seines Berichts zeigt.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Notationssprache des Formulars (auto oder ein Kürzel wie de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Auch die wahrscheinlichste vollständige regelgemäße Partie finden und die nötigen Änderungen berichten.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>Das Formular des anderen Spielers zur selben Partie (oder denselben Partien): berichten, wo die beiden abweichen.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Auch die Stellung nach diesem Halbzug zeichnen (0: die Ausgangsstellung); mehrfach möglich.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Der Name des Schiedsrichters, im Kopf des Berichts gedruckt.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Papierformat: a4 oder letter (Vorgabe: das des Gebietsschemas des Systems).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Schreibt den Bericht des Schiedsrichters zu einem Formular als PDF: das Formular wie eingegeben mit dem Zeichen jedes Eintrags, jeder Befund mit seinem Artikel der FIDE-Regeln, die Ereignisse für den Schiedsrichter, Diagramme der wichtigen Stellungen und die Partie in sauberer Notation. Eine PGN-Datei mit mehreren Partien ergibt ein PDF, jede Partie ab einer neuen Seite.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Exit-Status:
  0  der Bericht wurde geschrieben
  2  unbrauchbare Argumente, eine Datei, die nicht lesbar ist oder keine Partie enthält, eine Partie,
     die sich nicht nachspielen lässt (kein Bericht wird geschrieben, auch kein halber), oder ein PDF,
     das nicht geschrieben werden kann
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Beispiele:
  scorecheck-cli report --output report.pdf sheet.txt
     Der Bericht des Schiedsrichters zum Formular.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Mit dem Abgleich der Formulare beider Spieler und der Stellung nach Halbzug 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram braucht einen Halbzug, eine Zahl ab 0: „%1“</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: „%1“ ist weder a4 noch letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output DATEI.pdf ist erforderlich</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>geben Sie eine Datei an (- für die Standardeingabe)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, Partie %2: nicht abgeglichen: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>%1 kann nicht gestartet werden (es ist neben scorecheck-cli installiert): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 wurde abgebrochen: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  das Partieformular liest sich gleich in %1: seine Notationssprache lässt sich nicht bestimmen
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      nach diesem Partieformular nicht zu entscheiden: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      aus diesen Partieformularen nicht zu entscheiden: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      nicht entschieden: die Prüfung hielt an ihrer Suchgrenze an; gefundener Zug: %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>„%1“ ist kein Befehl: check, write, perft, rule oder report angeben</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>ein leeres Feld (Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>„%1“ (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, Partie %2: kein Diagramm nach Halbzug %3: das Nachspielen reicht nur bis Halbzug %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: keine Buchstaben der beschreibenden Notation für „%1“ (en angeben, oder de, da, sv oder no für deutsche Buchstaben)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: den notierten und angekündigten Zug angeben</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  Remisangebot von Weiß mit %1, ein Eintrag, den das Nachspielen nicht ausgeführt hat: nicht geprüft
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  Remisangebot von Schwarz mit %1, ein Eintrag, den das Nachspielen nicht ausgeführt hat: nicht geprüft
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: das sieht nach UTF-16-Text ohne Byte-Order-Mark aus; als UTF-8 speichern, oder als UTF-16 mit seiner Markierung</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>Zeile %1: das Formular ist länger als %2 MB, länger als jede Partie sein kann; es wurde nicht geprüft</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, Partie %2: es wurde kein Bericht geschrieben: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>Warnung: auf dem Formular steht das Ergebnis %1; die Entscheidung geht davon aus, dass die Partie nach dem letzten Eintrag weiterlief</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Entscheidet anhand des Partieformulars, wie ein Schiedsrichter, über:
  claim     ein reklamiertes Remis durch dreimalige Stellungswiederholung (9.2) oder nach der 50-Züge-Regel (9.3)
  flag      das Fallen des Fallblättchens nach dem letzten Eintrag des Formulars (6.9)
  illegal   den letzten Eintrag des Formulars als regelwidrigen Zug, den der Spieler ausgeführt hat (7.5)
  can-mate  ob jede Seite in einer Stellung noch mattsetzen kann (6.9, 7.5.5, 5.2.2)
Die Optionen jeder Entscheidung: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal oder can-mate, danach die Optionen und Argumente der Entscheidung.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Die zu schreibende PDF-Datei (erforderlich); - für die Standardausgabe.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>das PDF ließ sich nicht erstellen</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Zwei Formulare vergleichen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Dieses Formular</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Anderes Formular</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(kein Zug)</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Formulare</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>Die vorherige Stelle, an der sich die Formulare unterscheiden (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>Die nächste Stelle, an der sich die Formulare unterscheiden (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>Die Partie, die zu beiden Formularen passt (%1: diesen Zug können die Formulare nicht entscheiden):</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>vom Schiedsrichter gewählt</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>nicht zu entscheiden</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ die Formulare unterscheiden sich</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(kein Zug): die Stellung, in der der Eintrag steht</translation>
    </message>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Vorheriger Unterschied</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Nächster Unterschied ▼</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>Die Partie, die zu beiden Formularen passt, hat %n Halbzug.</numerusform>
            <numerusform>Die Partie, die zu beiden Formularen passt, hat %n Halbzüge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Die Formulare unterscheiden sich an %n Stelle.</numerusform>
            <numerusform>Die Formulare unterscheiden sich an %n Stellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Dieses Formular reicht bis Halbzug %1, das andere (%2) bis Halbzug %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>An %n davon entscheidet nichts auf den Formularen, welcher Zug gespielt wurde (%1): wählen Sie dort in der Liste unter der Tabelle, welcher Zug gilt.</numerusform>
            <numerusform>An %n davon entscheidet nichts auf den Formularen, welcher Zug gespielt wurde (%1): wählen Sie dort in der Liste unter der Tabelle, welcher Zug gilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Nichts auf den Formularen entscheidet diesen Zug: wählen Sie in der Liste unter der Tabelle, welcher Zug gilt.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Die Formulare geben diesen Zug nicht beide so an, wie er notiert ist; die Partie nimmt den Zug, der am besten zu beiden Formularen passt, und kein anderer passt ebenso gut.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Die Formulare entscheiden diesen Zug: kein anderer passt ebenso gut zu beiden.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Nicht als entschieden ausgewiesen: die Prüfung hielt an ihrer Suchgrenze an, bevor jeder andere Zug versucht war.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Nichts auf den Formularen entscheidet diesen Zug; diese passen ebenso gut. Wählen Sie einen aus, um ihn auf dem Brett zu sehen; „Diesen Zug wählen“ macht ihn zum Zug der Partie.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 passt ebenso gut zu den Formularen; die Partie geht mit %2 weiter</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 nicht zu entscheiden: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Jeder Zug der Partie, die zu beiden Formularen passt, mit dem, was jedes Formular dort notiert, und wo sie sich unterscheiden; das Brett zeigt die Stellung der gewählten Zeile.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>Die Partie, die zu beiden Formularen passt</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>Die ganze Partie, wie beide Formulare sie übereinstimmend zeigen, mit den Entscheidungen des Schiedsrichters.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Schließt den Vergleich; der Schiedsrichterbericht druckt ihn mit den getroffenen Entscheidungen.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>In %n davon hielt die Prüfung an ihrer Suchgrenze an (%1): der dort gefundene Zug ist nicht als entschieden ausgewiesen.</numerusform>
            <numerusform>In %n davon hielt die Prüfung an ihrer Suchgrenze an (%1): der dort gefundene Zug ist jeweils nicht als entschieden ausgewiesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>nicht entschieden: Suchgrenze</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>Die Prüfung hielt an ihrer Suchgrenze an, bevor jeder andere Zug versucht war: der gefundene Zug ist nicht als entschieden ausgewiesen.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 nicht entschieden: die Prüfung hielt an ihrer Suchgrenze an; gefundener Zug: %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 ist nicht ausgeschlossen (die Prüfung hielt an ihrer Suchgrenze an); die Partie geht mit %2 weiter</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>Matt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>eine tote Stellung</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>das fünfte Auftreten derselben Stellung</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 Züge ohne Schlagen und ohne Bauernzug</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>eine tote Stellung, die Bauern blockiert</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Kein regelgemäßer Zug in dieser Stellung passt zu dem, was notiert ist.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>Das ist in keiner Notation, die ScoreCheck kennt, ein Zug.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Mehr als ein regelgemäßer Zug passt; der FIDE-Anhang verlangt dann die Ausgangslinie oder -reihe.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>Als Beweismittel erkennt die FIDE nur Partieformulare in algebraischer Notation an; der Schiedsrichter soll den Spieler darauf hinweisen.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Nicht geprüft: das Nachspielen konnte diesen Eintrag nicht sicher erreichen.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Gemeint sein kann: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>Die FEN ist leer.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>Die FEN hat nur %1 Felder; sie braucht mindestens 4 (Aufstellung, Zugrecht, Rochade, en passant).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>Die FEN hat mehr als 6 Felder; »%1« ist zu viel.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Aufstellung: »%1« ist weder ein Figurenbuchstabe (PNBRQK für Weiß, pnbrqk für Schwarz) noch eine Ziffer 1–8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Aufstellung: die %1. Reihe hat mehr als 8 Felder.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Aufstellung: die %1. Reihe hat weniger als 8 Felder.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Aufstellung: es müssen genau 8 Reihen sein, getrennt durch »/«.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Zugrecht: »%1« muss »w« oder »b« sein.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Rochade: »%1« ist kein Rochadezeichen (K, Q, k, q, ein Linienbuchstabe oder »-«).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Rochade: das Recht »%1« steht doppelt da.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>En passant: »%1« ist weder ein Feld (wie e3) noch »-«.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Halbzugzähler: »%1« ist keine Zahl.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Zugnummer: »%1« ist keine Zahl.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Halbzugzähler: %1 liegt außerhalb des Bereichs (0 bis 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Zugnummer: %1 liegt außerhalb des Bereichs (0 bis 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>Die Stellung hat keinen weißen König.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>Die Stellung hat keinen schwarzen König.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>Die Stellung hat mehr als einen weißen König.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>Die Stellung hat mehr als einen schwarzen König.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Auf %1 steht ein Bauer; Bauern können nicht auf der ersten oder letzten Reihe stehen.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>Die Stellung hat mehr als 8 weiße Bauern.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>Die Stellung hat mehr als 8 schwarze Bauern.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Die weißen Figuren können so in keiner Partie entstehen: es gibt mehr umgewandelte Figuren als fehlende Bauern.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Die schwarzen Figuren können so in keiner Partie entstehen: es gibt mehr umgewandelte Figuren als fehlende Bauern.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Der weiße König steht im Schach, obwohl Schwarz am Zug ist: die Stellung kann nicht entstehen.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Der schwarze König steht im Schach, obwohl Weiß am Zug ist: die Stellung kann nicht entstehen.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Der weiße König steht im Schach von mehr als zwei Figuren: die Stellung kann nicht entstehen.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Der schwarze König steht im Schach von mehr als zwei Figuren: die Stellung kann nicht entstehen.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Zugrecht: »s« (schwarz) wurde als Schwarz (»b«) gelesen.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Rochade: das Recht »%1« wurde gestrichen: König oder Turm steht nicht auf seinem Feld.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Rochade: das Recht »%1« wurde als Chess960-Rochade gelesen (König oder Turm nicht auf dem üblichen Feld).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>En passant: »%1« wurde gestrichen: kein Bauer kann eben einen Doppelschritt darüber gemacht haben.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Zugnummer: 0 wurde als 1 gelesen.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>Der Zug bietet Schach, aber kein Schachzeichen (+) ist notiert. Das Zeichen ist freigestellt (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>Der Zug setzt matt, aber kein Mattzeichen (#) ist notiert. Das Zeichen ist freigestellt (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>Der Zug schlägt, aber kein x ist notiert. Das Schlagzeichen ist freigestellt (FIDE C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>Der Zug schlägt en passant, aber »e.p.« ist nicht notiert. Der Zusatz ist freigestellt (FIDE C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Das Schach- oder Mattzeichen passt nicht zur Stellung nach dem Zug.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Ein Schlagzeichen ist notiert, aber der Zug schlägt nichts.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>Das Schlagen ist mit einem Doppelpunkt notiert; die FIDE-Form verwendet x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>Das Bauernschlagen nennt nur Linien (wie »ed«); die FIDE-Form nennt das Zielfeld (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Beim Bauernschlagen ist die Linie zu nennen, die der Bauer verlässt (exd5, FIDE C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>Das Ausgangsfeld ist angegeben, obwohl nur eine solche Figur diesen Zug machen kann (FIDE C.10 verlangt es nur, wenn nötig).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>Die Reihe ist angegeben, wo die Linie die Figuren unterscheiden würde; die FIDE bevorzugt die Linie (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Lange Form mit Bindestrich; die lange Form der FIDE schreibt die Felder ohne ihn (Sg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Zwischen Figur und Feld steht ein Bindestrich; die FIDE schreibt beides zusammen.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Ein Figurenzug ist als zwei Felder ohne Figurenbuchstaben notiert (Koordinatenform).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Für den Bauern ist ein Buchstabe notiert; die FIDE notiert Bauernzüge ohne (Anhang C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Für die Figur steht ein Figurensymbol; auf dem Partieformular erwartet die FIDE den Buchstaben der Figur.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>»e.p.« ist notiert, aber der Zug ist kein Schlagen en passant.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Der Bauer erreicht die letzte Reihe, aber die neue Figur ist nicht notiert; als Dame gelesen (FIDE C.11 verlangt die Angabe).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Umwandlung mit »=« notiert (PGN); die FIDE schreibt die Figur direkt hinter das Feld (d8D, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Umwandlung in Klammern oder nach einem Schrägstrich notiert; die FIDE schreibt die Figur direkt hinter das Feld (d8D, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>Die Umwandlungsfigur ist kleingeschrieben (Engine-Notation); die FIDE verwendet den Großbuchstaben.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Rochade mit dem Buchstaben O notiert (PGN); die FIDE schreibt sie mit Nullen (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Rochade als Königszug notiert (e1g1); die FIDE schreibt 0-0 oder 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>Die geschlagene Figur ist vor dem Feld genannt (DxSd5); die FIDE notiert nur das Feld (Dxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>%n weiterer Eintrag konnte nicht geprüft werden.</numerusform>
            <numerusform>%n weitere Einträge konnten nicht geprüft werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Wahrscheinlich gemeint: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Zeile %1</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Entscheidung bei Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>Zeitüberschreitung von:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>Von der Zeitkontrolle verlangte &amp;Züge:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Die Zahl der Züge, die die Zeitkontrolle bis zum Fallen des Fallblättchens verlangt (zum Beispiel 40); Keine, wenn sie keine Zugzahl verlangt.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>Das Fallblättchen von Weiß ist in der Ausgangsstellung gefallen.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>Das Fallblättchen von Schwarz ist in der Ausgangsstellung gefallen.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>Das Fallblättchen von Weiß ist nach %1 gefallen.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>Das Fallblättchen von Schwarz ist nach %1 gefallen.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>Das Partieformular wurde vor dem Zeitpunkt der Zeitüberschreitung geändert: diese Entscheidung gilt nicht mehr. Entscheiden Sie erneut über das Menü Entscheidungen.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Es wird geprüft, ob Schwarz noch mattsetzen kann…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Es wird geprüft, ob Weiß noch mattsetzen kann…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Entscheiden</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Das Blättchen von Weiß ist gefallen.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Das Blättchen von Schwarz ist gefallen.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Weiß verliert durch Zeitüberschreitung: Schwarz kann noch mattsetzen (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Schwarz verliert durch Zeitüberschreitung: Weiß kann noch mattsetzen (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Remis: Weiß hat die Zeit überschritten, aber Schwarz kann durch keine Folge regelgemäßer Züge mattsetzen (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Remis: Schwarz hat die Zeit überschritten, aber Weiß kann durch keine Folge regelgemäßer Züge mattsetzen (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Kein Verlust: Weiß hatte die %1 Züge, die die Zeitkontrolle verlangt, vor dem Fallen des Fallblättchens ausgeführt.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Kein Verlust: Schwarz hatte die %1 Züge, die die Zeitkontrolle verlangt, vor dem Fallen des Fallblättchens ausgeführt.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>Die Partie war bereits nach Halbzug %2 durch %1 beendet (%3): das Fallen des Fallblättchens ändert nichts.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>Nach diesem Partieformular nicht zu entscheiden: es ist nur bis Zug %1 geprüft und kann daher nicht zeigen, ob die %2 Züge ausgeführt wurden; der Schiedsrichter entscheidet nach anderen Belegen, etwa dem Partieformular des Gegners (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>Nach diesem Partieformular nicht zu entscheiden: es ist nur bis Zug %1 geprüft (es reicht bis Zug %2), daher ist die Stellung beim Fallen des Fallblättchens nicht bekannt.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Nicht entschieden: ob Schwarz noch mattsetzen kann, wurde innerhalb der Grenze der Analyse nicht geklärt; der Schiedsrichter entscheidet (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Nicht entschieden: ob Weiß noch mattsetzen kann, wurde innerhalb der Grenze der Analyse nicht geklärt; der Schiedsrichter entscheidet (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Von Weiß ausgeführte Züge: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Von Schwarz ausgeführte Züge: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Die Zeitkontrolle verlangt %n Zug.</numerusform>
            <numerusform>Die Zeitkontrolle verlangt %n Züge.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Jeder Eintrag ist geprüft.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Nur bis zum %1. Zug geprüft: das Partieformular geht bis zum %2. Zug weiter, ungeprüft.</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Zum Beispiel: %1</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>Der letzte Zug, %1, wurde ausgeführt, aber nicht vollendet: die Uhr wurde nicht gedrückt (6.2.1).</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Artikel 6.9: außer wenn die Partie bereits beendet ist (5.1.1 bis 5.2.3), verliert ein Spieler, der die vorgeschriebene Anzahl von Zügen nicht in der vorgegebenen Zeit ausführt, die Partie; die Partie ist jedoch remis, wenn der Gegner den König des Spielers durch keine mögliche Folge regelgemäßer Züge mattsetzen kann.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>JJJJ.MM.TT</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Wird mit dem Formular gespeichert und im exportierten PGN als Tag %1 geschrieben.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Suche: Spieler, Turnier, Runde, Datum</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 enthält %n Partie. Welche?</numerusform>
            <numerusform>%1 enthält %n Partien. Welche?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>%1 wird gelesen: bisher %n Partie…</numerusform>
            <numerusform>%1 wird gelesen: bisher %n Partien…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>das Ergebnisfeld sagt %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>das Partieformular sagt %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>das Brett sagt %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Die Ergebnisse widersprechen sich: %1.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>HowWrittenPanel</name>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>FIDE&apos;s short form (Appendix C)</source>
        <translation>Kurzform der FIDE (Anhang C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>dasselbe mit englischen Buchstaben (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>Figurinen statt der Buchstaben, für Druckwerke empfohlen (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>mit dem Ausgangsfeld: zulässig (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>lesbar, aber die lange Form der Regeln hat keinen Bindestrich (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>Koordinaten der Schachprogramme, nicht für das Partieformular</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>Fernschach; nicht algebraisch, daher kein Beweismittel auf einem FIDE-Partieformular (Anhang C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>nicht algebraisch, daher kein Beweismittel auf einem FIDE-Partieformular (Anhang C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Wie %1 notiert wird</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Warum so notiert wird</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Noch kein Zug. Setzen Sie den Cursor auf einen Zug des Partieformulars oder gehen Sie die Partie durch, um zu sehen, wie er notiert wird und warum.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Erster vollendeter regelwidriger Zug von %1, %2: die Stellung davor wird wiederhergestellt, und %3 erhält zusätzliche Bedenkzeit (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>%1 verliert: %2 ist der zweite vollendete regelwidrige Zug von %1, und %3 kann noch mattsetzen (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Remis: %2 ist der zweite vollendete regelwidrige Zug von %1, aber %3 kann durch keine Folge regelgemäßer Züge mattsetzen (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Nicht entschieden: %2 ist der zweite vollendete regelwidrige Zug von %1, aber ob %3 noch mattsetzen kann, wurde innerhalb der Grenze der Analyse nicht geklärt; der Schiedsrichter entscheidet (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Kein regelwidriger Zug: %1 ist als regelgemäßer Zug lesbar. Wurde auf dem Brett ein anderer Zug ausgeführt, berichtigen Sie zuerst den Eintrag.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>Mit diesem Partieformular nicht zu entscheiden: %1 ist nicht lesbar und zeigt daher nicht, welcher Zug ausgeführt wurde. Berichtigen Sie den Eintrag zuerst auf den auf dem Brett ausgeführten Zug.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>Die Partie war bereits mit dem zweiten vollendeten regelwidrigen Zug von %1, %2, beendet (7.5.5): %3 ändert nichts.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>Die Partie war bereits durch %1 nach Halbzug %2 beendet: %3 ändert nichts.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>Mit diesem Partieformular nicht zu entscheiden: das Nachspielen endet bei %1 (%2), vor %3, daher ist die Stellung, in der %3 ausgeführt wurde, nicht bekannt. Berichtigen Sie das Partieformular zuerst bis dorthin; war %1 selbst ein vollendeter und zurückgenommener regelwidriger Zug, markieren Sie ihn so.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Der Schiedsrichter fügt der verbleibenden Bedenkzeit von %1 eine Minute hinzu (7.5.5; Blitzschach: B.3 mit A.3); zwei Minuten, wo das Turnier B.2 anwendet (ein Schiedsrichter je Partie).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>Der Schiedsrichter fügt der verbleibenden Bedenkzeit von %1 eine Minute hinzu (7.5.5; Schnellschach: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>Der Schiedsrichter fügt der verbleibenden Bedenkzeit von %1 zwei Minuten hinzu (7.5.5).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Wiederherzustellende Stellung: %1</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Ergebnis: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Vollendete regelwidrige Züge von %1: %2 (%3).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Zum Beispiel: %1</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>Der Schiedsrichter stellt die Stellung unmittelbar vor dem regelwidrigen Zug wieder her, und %1 führt in ihr einen Zug aus, nach den Regeln über das Berühren: die für den regelwidrigen Zug berührte Figur muss gezogen werden, wenn sie ziehen kann (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Ein zweiter vollendeter regelwidriger Zug von %1 verliert die Partie, es sei denn, %2 kann durch keine Folge regelgemäßer Züge mattsetzen (7.5.5).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 ist als zurückgenommen markiert, ist aber nicht als regelwidriger Zug lesbar: nicht gezählt.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Entscheidung über einen regelwidrigen Zug</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Auf dem Brett vollendeter regelwidriger Zug: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>Als zurückgenommen &amp;markieren</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Als Text &amp;kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Markiert den Eintrag im Partieformular als vollendeten und zurückgenommenen regelwidrigen Zug: das Nachspielen geht von der Stellung davor weiter, derselbe Spieler ist am Zug (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Entscheiden</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Artikel 7.5.1 und 7.5.5: hat ein Spieler nach einem regelwidrigen Zug seine Uhr gedrückt, wird die Stellung unmittelbar vor dem Zug wiederhergestellt; für den ersten vollendeten regelwidrigen Zug eines Spielers erhält der Gegner zwei Minuten zusätzliche Bedenkzeit (im Schnell- und Blitzschach eine), der zweite verliert die Partie, außer wenn der Gegner den König des Spielers durch keine mögliche Folge regelgemäßer Züge mattsetzen kann: dann ist die Partie remis.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>Englisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>Dänisch</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>Schwedisch</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>Norwegisch</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>Estnisch</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>Finnisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>Niederländisch</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>Isländisch</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>Italienisch</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>Spanisch</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>Polnisch</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>Portugiesisch</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>Rumänisch</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>Tschechisch</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>Ungarisch</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>Hebräisch</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>Russisch</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>Ukrainisch</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>Bulgarisch</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>Serbisch (kyrillisch)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>Kroatisch, Serbisch (lateinisch), Bosnisch, Slowenisch</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>Slowakisch</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>Griechisch</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>Türkisch</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>Litauisch</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnamesisch</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesisch</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>Albanisch</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>Katalanisch</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>Afrikaans</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Copy FEN</source>
        <translation>FEN kopieren</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Partieformular</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Notation auf dem Formular:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Züge zeigen als:</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Figurinen</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Lang algebraisch</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Partieformular öffnen</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Partieformulare und PGN (*.txt *.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>PGN &amp;exportieren …</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>PGN &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Partieformular speichern</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Partieformulare (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>Das Formular hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Unbenanntes Formular</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] – ScoreCheck</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>Partie &amp;rekonstruieren...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>Mit dem Formular des anderen Spielers &amp;vergleichen...</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>Das Formular des anderen Spielers</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>Notationssprache</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Eine Zeile des Partieformulars liest sich wie eine PGN-Tag-Zeile, daher können die Partiedaten und die Ausgangsstellung nicht mit ihm gespeichert werden: Das Formular wurde ohne sie gespeichert. „PGN exportieren“ bewahrt sie.</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>Zu PGN-Datei &amp;hinzufügen …</translation>
    </message>
    <message>
        <source>Game Details</source>
        <translation>Partiedaten</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Wie auf dem Partieformular</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Für den Schiedsrichter</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Noch nichts zu prüfen: das Partieformular oben eintippen.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Rekonstruktion</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Beispiel: die Musterpartie der FIDE</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Entscheidungen</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>&amp;Dreifache Stellungswiederholung reklamieren...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>&amp;50-Züge-Regel reklamieren...</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Entscheidung über einen regelwidrigen Zug</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>Das Partieformular hat noch keine Einträge: geben Sie die Partie zuerst bis zum regelwidrigen Zug ein.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>Als zurückgenommen markieren</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>&amp;Regelwidriger Zug vollendet...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Zeitüberschreitung: &amp;Weiß...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Zeitüberschreitung: &amp;Schwarz...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Was die &amp;Markierungen bedeuten</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>&amp;Direkthilfe</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>Über &amp;ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Das Partieformular&lt;/b&gt;&lt;p&gt;Hier das Partieformular so eingeben, wie es geschrieben ist, in jeder Notation und Sprache. Jeder Eintrag wird nach seinem Urteil unterstrichen (Hilfe ▸ Was die Markierungen bedeuten); ein Rechtsklick auf einen Eintrag zeigt die Züge, die er wahrscheinlich meint.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Die Formulartabelle&lt;/b&gt;&lt;p&gt;Die Einträge nach Zugnummer, Weiß und Schwarz, mit Symbol und Farbe ihres Urteils. Eine Zelle wählen, um die Stellung danach auf dem Brett und im Bereich für den Schiedsrichter zu sehen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Das Brett&lt;/b&gt;&lt;p&gt;Die Stellung nach dem Eintrag unter dem Cursor oder nach der gewählten Zelle der Tabelle. Darunter steht ihre FEN zum Kopieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Befunde&lt;/b&gt;&lt;p&gt;Jeder Eintrag, der nicht korrekt ist, mit dem, was daran falsch ist, und dem wahrscheinlichen Zug. Ein Klick führt zum Eintrag im Formular.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Für den Schiedsrichter&lt;/b&gt;&lt;p&gt;Was ein Schiedsrichter in diesem Moment prüft: Wiederholungen, die Zählung der 50 Züge, die ausgeführten Züge, das notierte Ergebnis und das Ergebnis auf dem Brett. Das Menü Entscheidungen entscheidet von hier aus über Reklamationen, Zeitüberschreitungen und regelwidrige Züge.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Partiedaten&lt;/b&gt;&lt;p&gt;Spieler, Turnier, Datum, Runde und Ergebnis; sie stehen in der PGN, als die das Formular exportiert wird.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>Bericht &amp;drucken…</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Bericht als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Diagramm hier einfügen</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>&amp;Ausgangsstellung …</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Wie wird dieser Zug notiert?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>Zug auf dem Brett</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>Das Partieformular, wie es geschrieben ist, ein Eintrag nach dem anderen. Jeder Eintrag wird beim Tippen geprüft; Tab verlässt das Formular.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Jeder Eintrag, der nicht korrekt ist, mit dem, was daran falsch ist, und dem wahrscheinlichen Zug. Enter führt zum Eintrag im Formular.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>Die Stellung nach dem Eintrag unter dem Cursor oder nach der gewählten Zelle der Tabelle.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>Die Stellung auf dem Brett als FEN, zum Kopieren.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Kopiert die FEN der Stellung auf dem Brett in die Zwischenablage.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Formulartabelle</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Die Züge nach Nummer, Weiß und Schwarz, jeder mit seinem Urteil. Die Pfeiltasten wechseln die Zelle; das Brett zeigt die Stellung nach der gewählten.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Remisangebote, Stellungswiederholungen, die Fünfzig-Züge-Zählung, die vollendeten Züge und das Ergebnis, zu diesem Zeitpunkt der Partie.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Notation auf dem Formular</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>Die Sprache der Figurenbuchstaben des Formulars; Automatisch erkennt sie an den Zügen.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Züge zeigen als</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>Die Notation, in der Tabelle, Befunde und Bereiche die Züge schreiben.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Zeigt die Stellung vor dem ersten Zug.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Zeigt die Stellung einen Zug früher.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Zeigt die Stellung einen Zug später.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Zeigt die Stellung nach dem letzten Zug.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Dreht das Brett: Schwarz unten oder Weiß.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Zoom: %1 %</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Lang algebraisch mit Bindestrich</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>ICCF-Ziffern</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Englische beschreibende Notation</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Seitenbereiche</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Für den Schiedsrichter und wie der Zug notiert wird, jeweils einer; die Pfeiltasten auf den Reitern wechseln zwischen ihnen.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Algebraisch, regelgemäß und in einer Form geschrieben, die die FIDE-Regeln erlauben (Anhang C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Algebraisch und regelgemäß, aber in einer Form, die die Regeln nicht vorsehen, oder mit einem falschen Zeichen.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Regelgemäß, aber in einem System, das die FIDE nicht als Beweis anerkennt (etwa beschreibend).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Lässt sich als zwei oder mehr regelgemäße Züge lesen.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Lesbar, aber kein regelgemäßer Zug passt dazu.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Passt zu keiner Notation.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Nicht beurteilt: Das Nachspielen konnte diesen Eintrag nicht sicher erreichen.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Was die Markierungen bedeuten</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>Das Formular unterstreicht jeden Eintrag nach seinem Urteil; die Tabelle zeigt dessen Symbol und Farbe.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>Im Formular</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>In der Tabelle</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Bedeutung</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Das Eingegebene passt auf mehrere Züge; dies ist einer davon (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Zug %1, %2: %3, %4, mit Remisangebot</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Zug %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>wird noch eingegeben</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>das FEN-Tag ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>Zeile %1: keine Tag-Zeile der Form [Name &quot;Wert&quot;]</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>Zeile %1: die Partie ist kein UTF-8; sie wurde als Latin-1 gelesen</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>Zeile %1: die Partie ist länger als %2 MB, länger als jede Partie sein kann; sie wurde nicht geprüft</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Wie notiert:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>Das Nachspielen endet hier, bei %1 %2: %3. Der Rest des Partieformulars, wie notiert:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Das auf dem Partieformular notierte Ergebnis:</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>Zeile %1, Spalte %2: der Tag-Zeile fehlt die schließende ]</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>Zeile %1, Spalte %2: Binärdaten, kein Text; die Partie wurde nicht geprüft</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Regelwidriger Zug, vollendet und zurückgenommen (FIDE 7.5.1):</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Variante, wie notiert:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>Das Nachspielen endet in Zeile %1, bei %2 %3 (%4): das PGN enthält die Züge davor, und der Rest des Formulars, %n Eintrag, kommt als Kommentar hinein.</numerusform>
            <numerusform>Das Nachspielen endet in Zeile %1, bei %2 %3 (%4): das PGN enthält die Züge davor, und der Rest des Formulars, %n Einträge, kommt als Kommentar hinein.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>Das PGN nennt %1: das Ergebnisfeld, wenn es ausgefüllt ist, sonst das Brett, sonst das Partieformular.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Die Partie trotzdem exportieren?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>PGN exportieren</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>PGN kopieren</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Zu PGN-Datei hinzufügen</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 enthält diese Partie (gleiche Partiedaten und Züge) bereits als Partie %2. Trotzdem noch einmal am Ende hinzufügen?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Die Partie am Ende von %1 hinzufügen? Die Partien darin bleiben, wie sie sind.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Die PGN-Datei %1 mit dieser Partie anlegen?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Feld leeren</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Feld leeren (Entf auf dem Brett; auch ein Rechtsklick leert ein Feld)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (auf dem Brett %2 tippen)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>Der Zug steht in der Spalte des anderen Spielers.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>Von den Zügen, die dieser Eintrag meinen kann, lässt nur einer den nächsten Eintrag zu; das Nachspielen geht mit ihm weiter.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Hier ist die Zugnummer %1 notiert, die Partie steht aber beim %2. Zug: eine Nummer wurde übersprungen.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Hier ist die Zugnummer %1 notiert, die Partie steht aber beim %2. Zug: eine Nummer wurde wiederholt.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Notiert, nachdem die Partie bereits von selbst beendet war (Matt, Patt, tote Stellung, fünfmalige Stellungswiederholung oder 75 Züge: FIDE-Artikel 5 und 9.6); der Eintrag zählt nicht.</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Als auf dem Brett vollendeter und zurückgenommener regelwidriger Zug markiert: die Stellung davor wurde wiederhergestellt, und derselbe Spieler zog erneut (FIDE-Artikel 7.5.1). Er ist kein Zug der Partie.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Als zurückgenommener regelwidriger Zug markiert, aber so geschrieben ist der Zug regelgemäß: Markierung prüfen. Solange sie steht, wird der Zug nicht ausgeführt und zählt nicht als regelwidriger Zug (FIDE-Artikel 7.5).</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Rochaderechte:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Weiß 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Weiß 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Schwarz 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Schwarz 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>E&amp;n-passant-Feld:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>Das Feld, das ein Bauer mit einem eben gespielten Doppelschritt überquert hat und auf dem er en passant geschlagen werden kann (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Die Nummer des Zuges, den die Seite am Zug als Nächstes spielt.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Züge beider Spieler seit dem letzten Schlagen oder Bauernzug, gezählt wie für die 50-Züge-Regel (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>Die Stellung vor dem ersten Zug einer Partie.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>FEN &amp;einfügen</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Liest die FEN aus der Zwischenablage.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keines</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Diese FEN ist nicht verwendbar (Zeichen %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Diese Stellung ist nicht verwendbar: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>Die Stellung ist verwendbar.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>In der aufgebauten Stellung ist Weiß am Zug.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>In der aufgebauten Stellung ist Schwarz am Zug.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Das Recht, so zu rochieren, solange weder der König noch dieser Turm gezogen hat (3.8.2.1); die Regelprüfung streicht es, wenn sie nicht auf ihren Feldern stehen.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Dreht das Brett: Schwarz unten oder Weiß (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Nimmt alle Figuren vom Brett; wer am Zug ist und die Zugnummer bleiben.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>Die Stellung als FEN: Was hier getippt oder eingefügt wird, wird auf dem Brett aufgebaut.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Lässt das Partieformular mit der aufgebauten Stellung beginnen.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Lässt die Ausgangsstellung, wie sie war.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumente:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Zeigt Hilfe zu den Kommandozeilenoptionen an.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Zeigt Hilfe einschließlich Qt-spezifischer Optionen an.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Zeigt die Versionsinformation an.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[Optionen]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nein</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Wieder&amp;herstellen</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Link-Adresse kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Einf&amp;ügen</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Alles auswählen</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Standardschach</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Schnellschach (Anhang A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Blitzschach (Anhang B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Standardschach, Schnellschach oder Blitz: Die Regeln entscheiden manches je nach Bedenkzeit anders.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Partie rekonstruieren</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>Das Formular lässt sich wie geschrieben nachspielen: nichts zu ändern.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>Die Suche hielt bei diesem Formular an ihrer Grenze an: das Ende wurde Problem für Problem ausgebessert.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Angenommene Änderungen ins Formular schreiben</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>Die rekonstruierte Partie (geänderte Züge unterstrichen):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>Die wahrscheinlichste vollständige regelgerechte Partie braucht %n Änderung am Formular. Entfernen Sie das Häkchen einer Änderung, um den Eintrag so zu lassen, wie er geschrieben ist.</numerusform>
            <numerusform>Die wahrscheinlichste vollständige regelgerechte Partie braucht %n Änderungen am Formular. Entfernen Sie das Häkchen einer Änderung, um den Eintrag so zu lassen, wie er geschrieben ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>Das Formular entscheidet diese Änderung: keine andere Art, den Eintrag auszubessern, passt ebenso gut.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Nicht als entschieden ausgewiesen: die Prüfung hielt an ihrer Suchgrenze an, bevor jede andere Art versucht war.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Nichts auf dem Formular entscheidet diese Änderung; diese Züge passen ebenso gut. Wählen Sie einen aus, um ihn auf dem Brett zu sehen; „Diesen Zug wählen“ setzt ihn ein und leitet den Rest der Partie danach neu her.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(kein Zug): der Eintrag entfällt</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 passt ebenso gut zum Formular (noch nicht der Zug der Partie)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Die Änderungen, die die wahrscheinlichste Partie braucht, eine je Zeile; eine angehakte Änderung wird ins Formular geschrieben.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>Die Partie, wie rekonstruiert</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>Die ganze Partie mit den angehakten Änderungen; die Züge, die sie ändern, sind unterstrichen.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Schreibt die angehakten Änderungen ins Formular, als ein Schritt, den Rückgängig zurücknimmt.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Lässt das Formular, wie es ist.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 ist nicht ausgeschlossen: die Prüfung hielt an ihrer Suchgrenze an, bevor sie klärte, ob dies zum Partieformular passt (noch nicht der Zug der Partie)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Unbenanntes Formular</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck wurde beendet, bevor dieses Partieformular gespeichert war:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, zuletzt gesichert %2&lt;br&gt;„%3“&lt;br&gt;&lt;br&gt;Wiederherstellen?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Beim nächsten Start erneut fragen</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 und %2 sehen sich in Handschrift ähnlich</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>Bauernschlag ohne die Linie des Bauern geschrieben</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>mehrdeutig: mehrere Züge passen; nach diesem geht die Partie weiter</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>in der Spalte des anderen Spielers geschrieben</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>vor diesem Zug scheint ein Zug zu fehlen</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>hier ist kein Zug notiert; nach diesem passen die folgenden Einträge</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>%1 geschrieben, wo der Zug %2 hat</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 ausgelassen</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>der legale Zug, der dem Geschriebenen am nächsten kommt</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>der notierte Zug ist legal, aber die folgenden Einträge passen nicht danach</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>passt zu keinem Zug; ausgelassen</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; andere Züge passen ebenso zum Partieformular, dieser ist nach der Stellung der wahrscheinlichere</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Bericht des Schiedsrichters</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Ort</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>Feld: %1; auf dem Formular notiert: %2; auf dem Brett: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notation</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 mit ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>Das Formular wie eingegeben</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>Wie eingegeben, mit dem Zeichen jedes Eintrags</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Zeichen: ein Eintrag ohne Zeichen ist korrekt; unterstrichene Einträge haben einen Befund.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Zeile %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n Eintrag nach dem Ende des Nachspielens ist nicht geprüft, von %1 bis %2.</numerusform>
            <numerusform>%n Einträge nach dem Ende des Nachspielens sind nicht geprüft, von %1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Jeder Eintrag ist korrekt.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Ereignisse für den Schiedsrichter</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Nichts zu berichten: das Formular hat keine Züge.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>ein leeres Feld</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Rekonstruktion: die wahrscheinlichste Partie</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Keine Änderung nötig: die Partie des Formulars ist so, wie notiert, regelgemäß.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 gelesen als %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 vor %2 eingefügt</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 und der nächste Eintrag tauschen die Plätze</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 weggelassen</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>Die Suche hat ihr Budget aufgebraucht: das Ende wurde Bruchstelle für Bruchstelle ausgebessert.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>Die Partie mit diesen Änderungen:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Abgleich mit %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Abweichungen: %1. Dieses Formular reicht bis Halbzug %2, das andere bis Halbzug %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>dieses Formular %1, das andere %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: kein Zug</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Halbzug %1: %2; der Zug, der zu beiden passt: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>Die Partie, die zu beiden Formularen passt:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>vor %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>die wiederholte Stellung, die %n-mal bestand</numerusform>
            <numerusform>die wiederholte Stellung, die %n-mal bestand</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>die Schlussstellung</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>vom Schiedsrichter gewählt</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>Die Ausgangsstellung</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Diagramm %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Die Partie in sauberer Notation</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Es wurde kein Zug gespielt.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(hier endet das Nachspielen: die Einträge danach sind nicht geprüft)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 des Formulartexts: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Reklamation einer dreifachen Stellungswiederholung (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Reklamation nach der 50-Züge-Regel (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Zeitüberschreitung (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Regelwidriger Zug (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>Zu diesem Partieformular wurde in ScoreCheck keine Entscheidung getroffen.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>in der Ausgangsstellung</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>nach %1 (Halbzug %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, getroffen am %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Auf Grundlage einer früheren Fassung des Partieformulars getroffen.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>Nach diesem Partieformular nicht zu entscheiden: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>UNENTSCHIEDEN bei Halbzug %1: %2; aus diesen Formularen nicht zu entscheiden: %3; die Partie geht mit %4 weiter</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Nicht entschieden: die Prüfung hielt an ihrer Suchgrenze an; gefundener Zug: %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>NICHT ENTSCHIEDEN bei Halbzug %1: %2; die Prüfung hielt an ihrer Suchgrenze an; gefundener Zug: %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Bericht des Schiedsrichters</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Bericht als PDF exportieren</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>bericht.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>PDF-Dokumente (*.pdf);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>%1 kann nicht geschrieben werden: das PDF ließ sich nicht erstellen.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Bericht des Schiedsrichters</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>Das Formular wie eingegeben, jeder Eintrag mit seinem Zeichen</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Ereignisse für den Schiedsrichter</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Getroffene Entscheidungen</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Rekonstruktion und Abgleich, wenn vorgenommen</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Die Partie in sauberer Notation</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>leer gelassen: eine Linie zum Unterschreiben</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Schiedsrichter:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>Die Entscheidung in Worten: zuerst das Urteil, dann die Artikel der Regeln, auf die sie sich stützt, und was daraus folgt.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Bewahrt diese Entscheidung beim Formular auf: der Schiedsrichterbericht druckt sie.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Kopiert die Entscheidung als reinen Text, zum Einfügen in einen Bericht oder eine Nachricht.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Schließt dieses Fenster; die aufbewahrten Entscheidungen bleiben beim Formular.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Brett, auf dem die Stellung aufgebaut wird</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Züge, die zum Eingegebenen passen</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Wahrscheinlich gemeint (Rechtsklick, um einen Zug einzutragen):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Wahrscheinlich gemeint</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>Das Formular wäre %1 MB lang, länger als jede Partie sein kann (%2 MB); es wurde nichts eingefügt.</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>Vervollständigung</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 ist eine Binärdatei, kein Partieformular und kein PGN-Text.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 ist länger als %2 MB, länger als jede Partie sein kann: Die Datei wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 enthält keine Partie %2.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 ist keine PGN-Datei: Die Partie wurde ihr nicht hinzugefügt.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>Eingabe</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Der Text nach dem Ergebnis wurde nicht geprüft.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Ein hier geöffneter Kommentar wird nie geschlossen: Alles danach wurde als Teil des Kommentars gelesen.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Mehr Einträge, als eine Partie haben kann: Der Text ab hier wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Eine hier geöffnete Variante wird nie geschlossen: Alles danach wurde als Teil der Variante gelesen.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, dann %2</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 wird zu %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 vor %2 eingefügt</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 und der nächste Eintrag tauschen die Plätze</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 weggelassen</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(leeres Feld)</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>Nach diesem Partieformular nicht zu entscheiden: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Nicht entschieden: die Prüfung hielt an ihrer Suchgrenze an; gefundener Zug: %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Notation: %1 (automatisch ermittelt)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notation: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n Eintrag</numerusform>
            <numerusform>%n Einträge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n mit Befund</numerusform>
            <numerusform>%n mit Befunden</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>keine Befunde</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n ungeprüft</numerusform>
            <numerusform>%n ungeprüft</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Notation: %1 (das Partieformular liest sich gleich in %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (dieses Formular)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (anderes Formular)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (nicht ausgeschlossen: die Prüfung hielt an ihrer Suchgrenze an)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 dann %2 (die zwei Einträge vertauscht)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 vor %2 ausgelassen</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 statt %2 im %3. Zug</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 im %2. Zug</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; oder %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; nicht ausgeschlossen (die Prüfung hielt an ihrer Suchgrenze an): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>ScoreCheck-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 gehört nicht zum Handbuch; es wird mit der Dokumentation von ScoreCheck installiert.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>korrekt</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>regelgemäß, andere Form</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>nicht algebraisch</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>regelwidrig</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>unlesbar</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Eine Figur wird mit ihrem Buchstaben in der Sprache des Partieformulars (%2) notiert, %1, dann mit dem Zielfeld, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Ein Bauer hat keinen Buchstaben: sein Zug wird mit dem Zielfeld notiert, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Eine weitere Figur dieser Art, auf %1, könnte ebenfalls nach %2 ziehen, daher wird die Ausgangslinie dieser Figur notiert, %3 (C.10).</numerusform>
            <numerusform>Weitere Figuren dieser Art, auf %1, könnten ebenfalls nach %2 ziehen, daher wird die Ausgangslinie dieser Figur notiert, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Eine weitere Figur dieser Art auf derselben Linie, auf %1, könnte ebenfalls nach %2 ziehen, daher wird die Ausgangsreihe dieser Figur notiert, %3 (C.10).</numerusform>
            <numerusform>Weitere Figuren dieser Art auf derselben Linie, auf %1, könnten ebenfalls nach %2 ziehen, daher wird die Ausgangsreihe dieser Figur notiert, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Eine weitere Figur dieser Art, auf %1, könnte ebenfalls nach %2 ziehen; weder Linie noch Reihe allein unterscheiden sie, daher wird das ganze Ausgangsfeld dieser Figur notiert, %3 (C.10, C.8).</numerusform>
            <numerusform>Weitere Figuren dieser Art, auf %1, könnten ebenfalls nach %2 ziehen; weder Linie noch Reihe allein unterscheiden sie, daher wird das ganze Ausgangsfeld dieser Figur notiert, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Geschlagen wird auf %1: vor diesem Feld darf ein x notiert werden; es ist freigestellt (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Ein schlagender Bauer wird mit der Linie notiert, die er verlässt, %1, vor dem Zielfeld; ein x dazwischen ist freigestellt (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>En passant: notiert wird das Feld, auf dem der Bauer ankommt, %1, nicht das des geschlagenen Bauern, %2; e.p. darf angefügt werden, es ist freigestellt (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Umwandlung: der Buchstabe der neuen Figur, %1, folgt unmittelbar auf das Feld, ohne = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>Die kurze Rochade wird 0-0 notiert, mit Nullen (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>Die lange Rochade wird 0-0-0 notiert, mit Nullen (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Abzugsschach: der Zug gibt die Figur auf %1 frei, die Schach bietet.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Doppelschach: die Figuren auf %1 bieten zugleich Schach.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Schach: + darf nach dem Zug notiert werden; es ist freigestellt (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Schachmatt: # (oder ++) darf nach dem Zug notiert werden; es ist freigestellt (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Ein Partieformular, das geöffnet wird.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Ein Bild des Fensters in DATEI speichern und beenden (für das Handbuch).</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: a sheet typed in or opened is replayed, every entry judged and marked, and the window rules on claims, flag falls and illegal moves.

Exit status:
  0  the window was closed, or the picture asked for was saved
  1  an unknown option, or the picture asked for could not be saved

Examples:
  scorecheck
     Opens the window on the built-in example sheet.
  scorecheck game.pgn
     Opens a PGN file; of a file with several games, the one chosen from a list.
  scorecheck --screenshot window.png sheet.txt
     Saves a picture of the window showing the sheet, and quits.</source>
        <translation>Prüft Schach-Partieformulare so, wie ein Schiedsrichter es tut: Ein eingegebenes oder geöffnetes Formular wird nachgespielt, jeder Eintrag beurteilt und markiert, und das Fenster entscheidet über Reklamationen, Zeitüberschreitungen und regelwidrige Züge.

Exit-Status:
  0  das Fenster wurde geschlossen, oder das verlangte Bild wurde gespeichert
  1  eine unbekannte Option, oder das verlangte Bild konnte nicht gespeichert werden

Beispiele:
  scorecheck
     Öffnet das Fenster mit dem eingebauten Beispielformular.
  scorecheck game.pgn
     Öffnet eine PGN-Datei; bei mehreren Partien die aus einer Liste gewählte.
  scorecheck --screenshot window.png sheet.txt
     Speichert ein Bild des Fensters mit dem Formular und beendet sich.</translation>
    </message>
</context>
</TS>
