<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="et_EE">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>ScoreChecki teave</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Kontrollib maleprotokolle nii, nagu kohtunik seda teeb.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck on vaba tarkvara: seda võib levitada ja muuta GNU Üldise Avaliku Litsentsi (GNU General Public License) versiooni 3 või (omal valikul) mis tahes hilisema versiooni tingimustel. Sellel ei ole mingit garantiid.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Ehitatud Qt %1 abil; töötab Qt %2 peal (GNU Lesser General Public License, versioon 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Reeglid on FIDE malemängu reeglid (2023). Näidisprotokoll on nende lisa C näidispartii. Nuppude pildid ja ikoon on joonistatud ScoreCheckile. Testid kasutavad partiisid ja seise, mis on kogutud projektidest python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) ning käsitsi kirjutatud protokollide andmestikust HCS; dokumentatsiooniga paigaldatud third-party.md nimetab iga allika ja selle litsentsi.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Käigud, mis sobivad sama hästi</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Pane valitud käik kirja ja paranda selle järel ülejäänud partii</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Vali see käik</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Esmalt käik, millega partii jätkub, siis teised, mis sobivad sama hästi, parim eespool; laud näitab valitud käiku ja Enter paneb selle kirja.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>„Välistamata“ märgitud käikude sobivust pole näidatud: kontroll peatus enne, kui jõudis need välistada.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>algseis</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Kolmekordne kordumine pärast käiku %1: sama seis oli laual pärast käike %2. Viiki võib nõuda (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Viiekordne kordumine pärast käiku %1: partii on viik (9.6.1). Seis oli laual pärast käike %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Viiskümmend käiku ilma löömise ja etturikäiguta pärast käiku %1: viiki võib nõuda (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Seitsekümmend viis käiku ilma löömise ja etturikäiguta pärast käiku %1: partii on viik (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Matt pärast käiku %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Patt pärast käiku %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Surnud seis pärast käiku %1: kumbki pool ei saa matti panna (5.2.2).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Tehtud käike: valge %1, must %2.</translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Kirjutatud tulemus: %1. Laual: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>puudub</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>otsustamata</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Iga kirje on kontrollitud.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Kontrollitud ainult käiguni %1: partiiblankett jätkub käiguni %2, kontrollimata.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Pole midagi teatada: partiiblanketil pole veel käike.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Valge viigipakkumine käiguga %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Musta viigipakkumine käiguga %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>Partii lõppes iseenesest pärast käiku %1; pärast seda kirja pandud kanne ei loe.</numerusform>
            <numerusform>Partii lõppes iseenesest pärast käiku %1; pärast seda kirja pandud %n kannet ei loe.</numerusform>
        </translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>%1 võib nüüd viiki nõuda: seis pärast %2 on tekkinud %n korda (9.2.2).</numerusform>
            <numerusform>%1 võib nüüd viiki nõuda: seis pärast %2 on tekkinud %n korda (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>%1 võib nüüd viiki nõuda: kummagi mängija 50 käiku ilma löömise ja etturikäiguta (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>%1 võib viiki nõuda, kirjutades üles ühe neist käikudest ja teatades sellest: seis, kuhu see viib, tekiks kolmandat korda (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>%1 võib viiki nõuda, kirjutades üles käigu, mis pole löömine ega etturikäik, ja teatades sellest: see lõpetab kummagi mängija 50 käiku (9.3.1).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Surnud seis pärast käiku %1: etturid ei saa enam käia ja sulgevad nupud sisse, seega ei saa kumbki pool matti panna (5.2.2).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Valge viigipakkumine käiguga %1, mis võeti reeglivastasena tagasi (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Musta viigipakkumine käiguga %1, mis võeti reeglivastasena tagasi (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Valge viigipakkumine käiguga %1, kirje, mida läbimängimine ei mänginud: kontrollimata.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Musta viigipakkumine käiguga %1, kirje, mida läbimängimine ei mänginud: kontrollimata.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Selle partiiblanketi muudatusi ei saa kaustas %1 kindlalt hoida: %2. Uus katse iga sekundi järel; salvestage partiiblankett, et see säiliks.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Valge ettur väljal %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Valge ratsu väljal %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Valge oda väljal %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Valge vanker väljal %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Valge lipp väljal %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Valge kuningas väljal %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Must ettur väljal %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Must ratsu väljal %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Must oda väljal %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Must vanker väljal %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Must lipp väljal %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Must kuningas väljal %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Tühi väli %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Valge ettur</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Valge ratsu</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Valge oda</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Valge vanker</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Valge lipp</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Valge kuningas</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Must ettur</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Must ratsu</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Must oda</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Must vanker</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Must lipp</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Must kuningas</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, üles võetud</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1, reeglipärane käik</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Käidud %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Muunda ratsuks</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Muunda odaks</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Muunda vankriks</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Muunda lipuks</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>Malelaud: nooleklahvid liiguvad väljalt väljale, Enter või tühik võtab nupu üles ja asetab selle sihtväljale, Escape paneb selle tagasi. Käidud käik kirjutatakse partiiprotokolli.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>algseis</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>seis pärast käiku %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>algseis (poolkäik 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, üleskirjutatud käik (poolkäik %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (poolkäik %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Nõue pole võimalik: partii oli juba lõppenud, %1 on matt (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Nõue pole võimalik: partii oli juba lõppenud, %1 on patt (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Nõue pole võimalik: partii oli viik, kui %1 tekkis viiendat korda (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Nõue pole võimalik: partii oli viik, %1 tekkis pärast seda, kui kumbki mängija oli teinud 75 käiku ilma löömise ja etturikäiguta (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Nõue pole võimalik: partii oli viik, %1 on surnud seis, milles kumbki mängija ei saa matti panna (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Põhjendamatu: %1 tekib esimest korda.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Põhjendamatu: %1 tekib alles teist korda.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Õigustatud: %1 tekib kolmandat korda.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Õigustatud: %1 on nüüd tekkinud %2 korda.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Põhjendamatu: pärast üleskirjutatud käiku %1 tekiks seis esimest korda.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Põhjendamatu: pärast üleskirjutatud käiku %1 tekiks seis alles teist korda.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Õigustatud: pärast üleskirjutatud käiku %1 tekiks seis kolmandat korda.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Õigustatud: pärast üleskirjutatud käiku %1 oleks seis tekkinud %2 korda.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Õigustatud: kummagi mängija viimased 50 käiku tehti ilma löömise ja etturikäiguta.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Põhjendamatu: käike pärast viimast löömist või etturikäiku: valge %1, must %2; vaja on kummalgi 50.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Õigustatud: üleskirjutatud käiguga %1 on kummagi mängija viimased 50 käiku tehtud ilma löömise ja etturikäiguta.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Põhjendamatu: üleskirjutatud käiguga %1 oleks käike pärast viimast löömist või etturikäiku: valge %2, must %3; vaja on kummalgi 50.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Põhjendamatu: üleskirjutatud käik %1 on löömine: viiekümne käigu loendus algab uuesti.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Põhjendamatu: üleskirjutatud käik %1 on etturikäik: viiekümne käigu loendus algab uuesti.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Põhjendamatu: üleskirjutatud käik „%1“ on laual olevas seisus reeglitevastane.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Põhjendamatu: üleskirjutatud käik „%1“ on mitmetähenduslik: see võib tähendada %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Põhjendamatu: üleskirjutatud käiku „%1“ ei saa käiguna lugeda.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Artikkel 9.2.1: %1 kirjutas käigu üles ja teatas sellest kohtunikule; seis, milleni see viib, peab olema tekkimas vähemalt kolmandat korda.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Artikkel 9.2.2: laual olev seis peab olema just tekkinud vähemalt kolmandat korda ja %1 on käigul.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Seisud on samad, kui käigul on sama mängija, samad malendid on samadel väljadel ja võimalikud on samad käigud, kaasa arvatud vangerdus ja möödaminnes löömine (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Artikkel 9.3.1: %1 kirjutas käigu üles ja teatas sellest kohtunikule; koos sellega peavad kummagi mängija viimased 50 käiku olema tehtud ilma ühegi etturikäigu ja löömiseta.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Artikkel 9.3.2: kummagi mängija viimased 50 käiku peavad olema tehtud ilma ühegi etturikäigu ja löömiseta; %1 on käigul.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: vangerdusõigused erinevad ja ühes neist kahest seisust oli võimalik möödaminnes löömine (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: vangerdusõigused erinevad (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: ühes neist kahest seisust oli võimalik möödaminnes löömine (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Viimane löömine või etturikäik: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Pärast algseisu, mille poolkäikude loendur oli %1, pole olnud ühtki löömist ega etturikäiku.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Pärast algseisu pole olnud ühtki löömist ega etturikäiku.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Käike pärast seda ilma löömise ja etturikäiguta: valge %1, must %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Kohtunik lisab vastase (%1) järelejäänud mõtlemisajale ühe minuti (9.5.3; välkmale: B.3 koos A.3-ga); kaks minutit, kui võistlusel kehtib B.2 (üks kohtunik partii kohta).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>Kohtunik lisab vastase (%1) järelejäänud mõtlemisajale ühe minuti (9.5.3; kiirmale: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>Kohtunik lisab vastase (%1) järelejäänud mõtlemisajale kaks minutit (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>%1 peab nüüd tegema üleskirjutatud käigu %2 (9.5.3): see on matt ja %1 võidab (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>%1 peab nüüd tegema üleskirjutatud käigu %2 (9.5.3): see on patt ja partii on viik (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>%1 peab nüüd tegema üleskirjutatud käigu %2 (9.5.3): see viib surnud seisu ja partii on viik (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>%1 peab nüüd tegema üleskirjutatud käigu %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Tulemus jääb kehtima: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>Partii on viik (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>Üleskirjutatud käik oleks matt, kuid nõude jaoks üleskirjutatud käiku ei tehta: nõue on partii juba viigiga lõpetanud.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>Üleskirjutatud käiku ei saa nii teha: %1 peab tegema käigu vastavalt artiklitele 3 ja 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>Partii jätkub.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>Nõue kehtib viigipakkumisena, mille %1 võib vastu võtta (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>Üleskirjutatud käiku „%1“ pole vaja: nõude otsustab laual olev seis.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>Seis oli laual pärast käike:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Samad malendid seisid samadel väljadel ja käigul oli sama mängija, kuid seisud ei ole samad:</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>%1 peab nüüd tegema üleskirjutatud käigu %2 (9.5.3): seis tekib siis viiendat korda ja partii on viik (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>%1 peab nüüd tegema üleskirjutatud käigu %2 (9.5.3): sellega saab kummagi mängija 75 käiku ilma löömise ja etturikäiguta täis ja partii on viik (9.6.2).</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Otsus nõude kohta</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Nõue:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Kolmekordne kordumine (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;50 käiku (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>&amp;Üleskirjutatud käik:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Valikuline: üles kirjutatud ja teatatud, kuid tegemata käik, nagu blanketil</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>&amp;Mängutempo:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Otsusta</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Kopeeri &amp;tekstina</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulge</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>Läbimängimine peatub kirjel %1 (%2): nõude seis ei ole teada. Parandage kõigepealt blankett selle kohani.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Otsust pole: nõude seis ei ole teada.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>%1 esitab nõude algseisus, olles käigul.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>%1 esitab nõude pärast %2, olles käigul.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>Sama seis on laual kolmandat korda või on seda pärast blanketile kirjutatud käiku.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Kumbki mängija on teinud viimased 50 käiku ilma võtmise ja etturikäiguta või on seda teinud pärast blanketile kirjutatud käiku.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Näita seda seisu laual</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Rida, mis nimetab partii seisu, näitab seda pealaual hiireklõpsu või Enteriga.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Loetud käigud</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Loetud seisude lauad</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Iga seis, kus nõutud seis esines, väikese lauana oma käigu kohal; nooleklahvid kerivad.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Protokollide notatsiooni keel (auto või kood, näiteks et).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Väljund: text, json (üks objekt partii kohta) või pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Samaaegselt kontrollitavaid partiisid.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>Partiiprotokollid või PGN-failid; - tähendab standardsisendit.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: „%1“ ei ole text, json ega pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs vajab arvu 1 kuni 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>faili pole antud (standardsisendi jaoks -)</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partii %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  poolkäike: %1; notatsioon: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (leitud läbimängimisel)</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 pärast poolkäiku %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (seis oli laual poolkäikudel %1)
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  kirjutatud tulemus: %1; laual: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>puudub</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>otsustamata</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Algseis (vaikimisi lähteseis).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (märgi %2 juures)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: tundmatu keel „%1“ (võimalikud: %2%3)</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>standardsisendit ei saa lugeda</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: sellist faili ei ole</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: ei saa lugeda (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: see on binaarfail, mitte partiiprotokoll ega PGN-tekst</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Sügavus poolkäikudes.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Näita iga algseisu käigu arvu.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>ootamatu argument „%1“</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth vajab arvu 0 kuni %1</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf või descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Väljundi vigurite tähed (kood, näiteks et).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Sisendi notatsiooni keel (auto või kood).</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: „%1“ ei ole san, lan, figurine, uci, iccf ega descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>anna üks fail (või - standardsisendi jaoks)</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  valge viigipakkumine pärast %1. käiku
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  musta viigipakkumine pärast %1. käiku
</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Leia ka kõige tõenäolisem täielik reeglipärane partii ja selleks vajalikud muudatused.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>Teise mängija partiiblankett (sama(d) partii(d)): võrdle mõlemat ja teata, kus need erinevad.</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>teisel blanketil pole võrdlemiseks partiid %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>mitte midagi</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  võrreldud failiga %1, partii %2: erinevusi: %3; see blankett ulatub poolkäiguni %4, teine poolkäiguni %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>see blankett %1, teine %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    poolkäik %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; käiku pole
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (otsingu eelarve sai otsa: lõpp parandati katkestus katkestuse haaval)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    partii: %1
</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    tõenäoliselt mõeldud: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  kõige tõenäolisem partii (muudatusi: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    rida %1, veerg %2: </translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 loetud kui %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 lisatud enne käiku %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 ja järgmine kanne vahetavad kohad</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 jäetud välja</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct ja --pair annavad aru text- või json-vormingus, mitte pgn-is</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(tühi lahter)</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Partiiprotokoll või PGN-fail; - tähendab standardsisendit.</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  rida %1, veerg %2: %3
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  sooritatud käigud: valge %1, must %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (iga kirje kontrollitud)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (kontrollitud käiguni %1; blankett jätkub käiguni %2, kontrollimata)
</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>%1: ühtegi partiid ei leitud</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standardsisend</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>standardväljundisse ei saa kirjutada: %1</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>see algab teisest seisust (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  võrreldud failiga %1, partii %2: teise blanketi partiid ei saa kasutada: %3
</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ei saa kirjutada: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 katkeb real %2, veerus %3: „%4“ on %5; midagi pärast seda ei kirjutata</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  partii PGN lõpeb real %1, veerus %2; ülejäänud blankett on selles kommentaarina
</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  rida %1, veerg %2: %3%4 %5 — %6</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n järgnevat kirjet ei saanud kontrollida
</numerusform>
            <numerusform>  %n järgnevat kirjet ei saanud kontrollida
</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>rida %1, veerg %2: %3</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>Käik, mille nõudja kirjutas üles ja teatas kohtunikule, kuid pole veel teinud, partiiprotokolli notatsioonis ja keeles.</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Mängutempo: standard (klassikaline male), rapid (kiirmale) või blitz (välkmale).</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Väljund: text või json (üks objekt).</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>Nõutav viik: threefold (seisu kolmekordne kordumine, 9.2) või fifty (viiekümne käigu reegel, 9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>Partiiprotokoll kuni nõude hetkeni, üks partii; - tähendab standardsisendit.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>anna nõutav viik (threefold või fifty) ja üks fail</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>„%1“ ei ole nõue: kasuta threefold või fifty</translation>
    </message>
    <message>
        <source>White has checkmated.</source>
        <translation>Valge on matti pannud.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Must on matti pannud.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Valge saab matti panna, näiteks: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Must saab matti panna, näiteks: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Valge ei saa matti panna ühegi reeglipäraste käikude jadaga.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Must ei saa matti panna ühegi reeglipäraste käikude jadaga.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Valge: otsustamata (otsing jõudis oma piirini).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Must: otsustamata (otsing jõudis oma piirini).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Kas seis on surnud, on otsustamata.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>Seis on surnud: kumbki pool ei saa matti panna (FIDE 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>Seis ei ole surnud.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>Hinnatav seis.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Väljund: text või json.</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>--fen on kohustuslik</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: „%1“ ei ole text ega json</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>%1 kohta ei saa otsust teha: %2</translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>partiiprotokoll katkeb real %1, veerus %2: „%3“ on %4, seega pole nõude hetke seis teada</translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  partii lõppes iseenesest pärast poolkäiku %1 (%2): pärast seda kirja pandud kanne ei loe
</numerusform>
            <numerusform>  partii lõppes iseenesest pärast poolkäiku %1 (%2): pärast seda kirja pandud %n kannet ei loe
</numerusform>
        </translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: „%1“ ei ole standard, rapid ega blitz</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Käikude arv, mida ajakontroll lipu langemise hetkeks nõuab (näiteks 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Mängija, kelle lipp langes.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>Partiiprotokoll kuni lipu langemiseni, üks partii; - standardsisendi jaoks.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>anna mängija, kelle lipp langes (white või black), ja üks fail</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>„%1“ ei ole mängija: kasuta white või black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: „%1“ ei ole käikude arv vahemikus 1 kuni 1000</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 sisaldab rohkem kui ühte partiid: otsus tehakse ühe partii kohta, anna see eraldi</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>Partiiblankett kuni reeglivastase käiguni, mis on selle viimane kirje; üks partii; - standardsisendi jaoks.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>andke üks fail: partiiblankett kuni reeglivastase käiguni</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>partiiblanketil pole kirjeid: selle viimane kirje on reeglivastane käik, mille kohta otsus tehakse</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>nimetage otsus: claim, flag, illegal või can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>tundmatu otsus &apos;%1&apos; (kasutage claim, flag, illegal või can-mate)</translation>
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
        <translation>kasutus: scorecheck-cli check [--lang auto|KOOD] [--fen FEN] [--format text|json|pgn] [--jobs N]
                              [--reconstruct] [--pair TEINE_FAIL] FAIL... | -
         scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                              [--fen FEN] FAIL | -
         scorecheck-cli perft [--fen FEN] --depth N [--divide]
         scorecheck-cli rule claim threefold|fifty [--intended KÄIK] [--rate standard|rapid|blitz] [--lang L]
                              [--fen FEN] [--format text|json] FAIL | -
         scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                              [--fen FEN] [--format text|json] FAIL | -
         scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                              FAIL | -
         scorecheck-cli rule can-mate --fen FEN [--format text|json]
         scorecheck-cli KÄSK --help   (mida iga valik teeb)
         scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Kontrollib maleprotokolle nii, nagu kohtunik seda teeb: iga kirje mängitakse läbi ja hinnatakse,
protokolli partii saab kirjutada PGN-ina või muus notatsioonis ning nõuete, lipu langemiste ja
reeglivastaste käikude kohta tehakse otsus protokolli põhjal.
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
        <translation>Väljumiskood:
  0  iga kirje on õige või reeglipärane muul kujul ja iga partiid sai kasutada; rule-käsk tegi
     oma otsuse, olgu see milline tahes
  1  mõni kirje on halvem (mittealgebraline, mitmeti mõistetav, reeglivastane, loetamatu,
     kontrollimata) või mõnda partiid ei saanud kontrollida ega võrrelda
  2  kasutuskõlbmatud argumendid, fail, mida ei saa lugeda, mis on binaarne või milles pole
     partiid, või väljund, mida ei saa kirjutada
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
        <translation>Näited:
  scorecheck-cli check sheet.txt
     Teatab iga protokolli kirje, mis pole õige, ja partii lõpu.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Üks JSON-objekt partii kohta, kaks partiid kontrollitakse korraga.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     Saksa nupu-tähtedega kirjutatud protokolli partii PGN-ina.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Otsus kolmekordse kordumise nõude kohta, mis esitati käigu Qb4 kirjapanekuga.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Otsus valge lipu langemise kohta, kui nõutakse 40 käiku.
</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Prindib kontrollimise asemel iga partii blanketiteksti SHA-256 (UTF-8, reavahetused LF-ina): väärtuse, mida näitab aruande jalus.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash prindib ainult räsid: see ei võta --format, --reconstruct ega --pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>         scorecheck-cli check --hash FAIL... | -
         scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair TEINE] [--diagram POOLKÄIK]...
                              [--arbiter NIMI] [--paper a4|letter] --output FAIL.pdf FAIL | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Kohtuniku aruanne blanketi kohta kirjutatakse PDF-ina, printimiseks või arhiivi.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0, kui PDF on kirjutatud; 2 ka partii puhul, mida ei saa läbi mängida, ja siis
     PDF-i ei kirjutata)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Kohtuniku aruanne blanketi kohta PDF-ina, koos seisuga pärast 24. poolkäiku.
  scorecheck-cli check --hash sheet.txt
     Blanketiteksti SHA-256, nagu aruande jalus seda näitab.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Blanketi notatsiooni keel (auto või kood, nt de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Leia ka kõige tõenäolisem täielik reeglipärane partii ja teata muudatustest, mida see vajab.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>Teise mängija blankett samast partiist (või partiidest): teata, kus need erinevad.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Joonista ka seis pärast seda poolkäiku (0: algseis); võib anda mitu korda.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Kohtuniku nimi, trükitakse aruande päisesse.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Paberi formaat: a4 või letter (vaikimisi süsteemi lokaadi oma).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Kirjutab kohtuniku aruande blanketi kohta PDF-ina: blankett sisestatud kujul iga kirje märgiga, iga leid koos FIDE reeglite artikliga, sündmused kohtunikule, oluliste seisude diagrammid ja partii puhtas notatsioonis. Mitme partiiga PGN-fail annab ühe PDF-i, iga partii algab uuelt lehelt.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Väljumise olek:
  0  aruanne kirjutati
  2  kasutuskõlbmatud argumendid, fail, mida ei saa lugeda või milles pole partiid, partii, mida ei
     saa läbi mängida (aruannet ei kirjutata, ka mitte poolikut), või PDF, mida ei saa kirjutada
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Näited:
  scorecheck-cli report --output report.pdf sheet.txt
     Kohtuniku aruanne blanketi kohta.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Mõlema mängija blanketid võrreldud ja seis pärast 31. poolkäiku joonistatud.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram vajab poolkäiku, arvu alates 0-st: „%1“</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: „%1“ ei ole a4 ega letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output FAIL.pdf on kohustuslik</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>anna üks fail (standardsisendi jaoks -)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, partii %2: ei võrreldud: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 ei saa kirjutada: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>%1 ei saa käivitada (see on paigaldatud scorecheck-cli kõrvale): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 peatus: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  partiiblankett loeb ühtmoodi keeltes %1: selle notatsiooni keelt ei saa eristada
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>käiku pole</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      selle partiiblanketi järgi ei saa otsustada: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      nende partiiblankettide põhjal ei saa otsustada: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      otsustamata: kontroll peatus oma otsingupiiril; leitud käik on %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>„%1“ ei ole käsk: kasuta check, write, perft, rule või report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>tühi lahter (rida %1, veerg %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>„%1“ (rida %2, veerg %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, partii %2: poolkäigu %3 järel diagrammi ei ole: läbimängimine ulatub ainult poolkäiguni %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: keelel „%1“ pole kirjeldava notatsiooni tähti (kasuta en, või de, da, sv või no saksa tähtede jaoks)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: anna üles kirjutatud ja teatatud käik</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  valge viigipakkumine käiguga %1, kirje, mida läbimängimine ei mänginud: kontrollimata
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  musta viigipakkumine käiguga %1, kirje, mida läbimängimine ei mänginud: kontrollimata
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: see paistab olevat UTF-16 tekst ilma baidijärjestuse märgita; salvesta see UTF-8-na või UTF-16-na koos märgiga</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>rida %1: partiiblankett on pikem kui %2 MB, pikem kui ükski partii olla saab; seda ei kontrollitud</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, partii %2: aruannet ei kirjutatud: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>hoiatus: blanketile on kirjutatud tulemus %1; otsus käsitleb partiid jätkuvana pärast viimast kirjet</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Teeb partiiblanketi põhjal otsuse, nagu kohtunik, järgmises:
  claim     viiginõue seisu kolmekordse kordumise (9.2) või viiekümne käigu reegli (9.3) alusel
  flag      lipu langemine pärast blanketi viimast kirjet (6.9)
  illegal   blanketi viimane kirje kui reeglivastane käik, mille mängija lõpetas (7.5)
  can-mate  kas kumbki pool saab seisus veel matti panna (6.9, 7.5.5, 5.2.2)
Iga otsuse võtmed: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal või can-mate, seejärel otsuse võtmed ja argumendid.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Kirjutatav PDF-fail (kohustuslik); - standardväljundi jaoks.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>PDF-i ei õnnestunud koostada</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Võrdle kahte blanketti</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Käik</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>See blankett</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Teine blankett</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partii</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(käiku pole)</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Blanketid</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>Eelmine koht, kus blanketid erinevad (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>Järgmine koht, kus blanketid erinevad (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>Partii, mis sobib mõlema blanketiga (%1: seda käiku ei saa blankettide põhjal otsustada):</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>kohtuniku valik</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>ei saa otsustada</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ blanketid erinevad</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(käiku pole): seis, milles kirje asub</translation>
    </message>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Eelmine erinevus</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Järgmine erinevus ▼</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>Mõlema blanketiga sobivas partiis on %n poolkäik.</numerusform>
            <numerusform>Mõlema blanketiga sobivas partiis on %n poolkäiku.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>Blanketid erinevad %n kohas.</numerusform>
            <numerusform>Blanketid erinevad %n kohas.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>See blankett ulatub poolkäiguni %1, teine (%2) poolkäiguni %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>Neist %n kohas ei otsusta miski blankettidel, milline käik tehti (%1): valige seal tabeli all olevast loendist, milline käik kehtib.</numerusform>
            <numerusform>Neist %n kohas ei otsusta miski blankettidel, milline käik tehti (%1): valige seal tabeli all olevast loendist, milline käik kehtib.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Miski blankettidel ei otsusta seda käiku: valige tabeli all olevast loendist, milline käik kehtib.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>Mõlemad blanketid ei anna seda käiku nii, nagu see on kirjas; partii võtab käigu, mis sobib kõige paremini mõlema blanketiga, ja ükski teine ei sobi sama hästi.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>Blanketid otsustavad selle käigu: ükski teine ei sobi mõlemaga sama hästi.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Otsustatuks ei loeta: kontroll peatus oma otsingupiiril enne, kui kõik teised käigud olid proovitud.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Miski blankettidel ei otsusta seda käiku; need sobivad sama hästi. Valige üks, et seda laual näha; „Vali see käik“ teeb selle partii käiguks.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 sobib blankettidega sama hästi; partii jätkub käiguga %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 ei saa otsustada: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Võrdlus</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Iga käik partiist, mis sobib mõlema blanketiga, koos sellega, mis kummalgi blanketil seal on ja kus need erinevad; laud näitab valitud rea seisu.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>Partii, mis sobib mõlema blanketiga</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>Kogu partii nii, nagu mõlemad blanketid selles kokku langevad, koos kohtuniku valikutega.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Sulgeb võrdluse; kohtuniku aruanne trükib selle koos tehtud valikutega.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>%n kohas neist peatus kontroll oma otsingupiiril (%1): seal leitud käiku ei loeta otsustatuks.</numerusform>
            <numerusform>%n kohas neist peatus kontroll oma otsingupiiril (%1): seal leitud käike ei loeta otsustatuks.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>otsustamata: otsingupiir</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>Kontroll peatus oma otsingupiiril enne, kui kõik teised käigud olid proovitud: leitud käiku ei loeta otsustatuks.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 otsustamata: kontroll peatus oma otsingupiiril; leitud käik on %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 ei ole välistatud (kontroll peatus oma otsingupiiril); partii jätkub käiguga %2</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>matiga</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>patiga</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>surnud seisuga</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>sama seisu viienda kordumisega</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 käiguga ilma löömise ja etturikäiguta</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>surnud seis, etturid lukus</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Ükski reeglipärane käik selles seisus ei vasta kirjutatule.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>See ei ole käik üheski ScoreCheckile tuntud notatsioonis.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Sobib mitu reeglipärast käiku; FIDE lisa nõuab siis lähteliini või -rida.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>Tõendina tunnustab FIDE ainult algebralises notatsioonis partiiprotokolle; kohtunik peab mängijat hoiatama.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Kontrollimata: läbimängimine ei jõudnud selle kirjeni kindlalt.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>See võib tähendada: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>FEN on tühi.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>FEN-is on ainult %1 välja; vaja on vähemalt 4 (paigutus, käigukord, vangerdus, möödaminnes).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>FEN-is on rohkem kui 6 välja; „%1“ on liigne.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Paigutus: „%1“ ei ole malendi täht (valgel PNBRQK, mustal pnbrqk) ega number 1–8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Paigutus: %1. reas on üle 8 välja.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Paigutus: %1. reas on alla 8 välja.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Paigutus: peab olema täpselt 8 rida, eraldatud märgiga „/“.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Käigukord: „%1“ peab olema „w“ või „b“.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Vangerdus: „%1“ ei ole vangerduse täht (K, Q, k, q, liini täht või „-“).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Vangerdus: õigus „%1“ on antud kaks korda.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>Möödaminnes: „%1“ ei ole väli (näiteks e3) ega „-“.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Poolkäikude loendur: „%1“ ei ole arv.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Käigu number: „%1“ ei ole arv.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Poolkäikude loendur: %1 on lubatud vahemikust väljas (0 kuni 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Käigu number: %1 on lubatud vahemikust väljas (0 kuni 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>Seisus ei ole valget kuningat.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>Seisus ei ole musta kuningat.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>Seisus on rohkem kui üks valge kuningas.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>Seisus on rohkem kui üks must kuningas.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Väljal %1 on ettur; ettur ei saa olla esimesel ega viimasel real.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>Seisus on üle 8 valge etturi.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>Seisus on üle 8 musta etturi.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Valgete malendid ei saa partiis nii tekkida: muundunud vigureid on rohkem kui puuduvaid ettureid.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>Mustade malendid ei saa partiis nii tekkida: muundunud vigureid on rohkem kui puuduvaid ettureid.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Valge kuningas on tule all, kuigi käik on mustal: selline seis ei saa tekkida.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Must kuningas on tule all, kuigi käik on valgel: selline seis ei saa tekkida.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Valge kuningas on enam kui kahe malendi tule all: selline seis ei saa tekkida.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Must kuningas on enam kui kahe malendi tule all: selline seis ei saa tekkida.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Käigukord: „s“ (saksa k schwarz) loeti mustaks („b“).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Vangerdus: õigus „%1“ jäeti ära: kuningas või vanker ei ole oma väljal.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Vangerdus: õigus „%1“ loeti Chess960 vangerduseks (kuningas või vanker ei ole tavalisel väljal).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>Möödaminnes: „%1“ jäeti ära: ükski ettur ei saanud sellest äsja kahesammulise käiguga mööduda.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Käigu number: 0 loeti kui 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>Käik annab tuld, kuid tulemärki (+) pole kirjutatud. Märk ei ole kohustuslik (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>Käik annab matti, kuid matimärki (#) pole kirjutatud. Märk ei ole kohustuslik (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>Käik lööb, kuid x-i pole kirjutatud. Löömismärk ei ole kohustuslik (FIDE C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>Käik lööb möödaminnes, kuid „e.p.“ pole kirjutatud. Lisand ei ole kohustuslik (FIDE C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Tule- või matimärk ei vasta seisule pärast käiku.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>Löömismärk on kirjutatud, kuid käik ei löö midagi.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>Löömine on märgitud kooloniga; FIDE kujul on x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>Etturi löök nimetab ainult liinid (nagu „ed“); FIDE kujul on sihtväli (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Etturi löögil tuleb märkida liin, kust ettur lahkub (exd5, FIDE C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>Lähteväli on antud, kuigi seda käiku saab teha ainult üks selline vigur (FIDE C.10 nõuab seda ainult vajadusel).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>Antud on rida, kuigi liin eristaks vigureid; FIDE eelistab liini (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Pikk kuju sidekriipsuga; FIDE pikas kujus on väljad kirjutatud kokku (Rg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Viguri ja välja vahel on sidekriips; FIDE kirjutab need kokku.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>Viguri käik on kirjutatud kahe väljana ilma viguri täheta (koordinaatkuju).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>Etturile on kirjutatud täht; FIDE kirjutab etturikäigud täheta (lisa C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Viguri asemel on kujutis; partiiprotokollis ootab FIDE viguri tähte.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>„e.p.“ on kirjutatud, kuid käik ei ole möödaminnes löömine.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Ettur jõuab viimasele reale, kuid uut vigurit pole kirjutatud; loeti lipuks (FIDE C.11 nõuab selle märkimist).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Muundumine on kirjutatud märgiga „=“ (PGN); FIDE kirjutab viguri kohe välja järele (d8L, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Muundumine on kirjutatud sulgudes või kaldkriipsu järel; FIDE kirjutab viguri kohe välja järele (d8L, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>Muundumisvigur on kirjutatud väikese tähega (mootorite notatsioon); FIDE kasutab suurtähte.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Vangerdus on kirjutatud O-tähega (PGN); FIDE kirjutab selle nullidega (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Vangerdus on kirjutatud kuninga käiguna (e1g1); FIDE kirjutab 0-0 või 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>Löödud vigur on nimetatud enne välja (LxRd5); FIDE kirjutab ainult välja (Lxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>Veel %n kirje jäi kontrollimata.</numerusform>
            <numerusform>Veel %n kirjet jäi kontrollimata.</numerusform>
        </translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Tõenäoliselt mõeldud: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Rida %1, veerg %2: %3</translation>
    </message>
    <message>
        <source>Line %1</source>
        <translation>Rida %1</translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Otsus lipu langemise kohta</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>Kelle lipp langes:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Valge</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Must</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>Ajakontrolli nõutud &amp;käigud:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Puudub</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Käikude arv, mida ajakontroll lipu langemise hetkeks nõuab (näiteks 40); Puudub, kui see käikude arvu ei nõua.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Kopeeri &amp;tekstina</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulge</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>Valge lipp langes algseisus.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>Musta lipp langes algseisus.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>Valge lipp langes pärast käiku %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>Musta lipp langes pärast käiku %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>Protokolli on muudetud enne lipu langemise hetke: see otsus ei kehti enam. Otsusta uuesti menüüst Otsused.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Otsustatakse, kas must saab veel matti panna…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Otsustatakse, kas valge saab veel matti panna…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Otsusta</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>Valge lipp langes.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>Musta lipp langes.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Valge kaotab ajaületusega: must saab veel matti panna (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Must kaotab ajaületusega: valge saab veel matti panna (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Viik: valge lipp langes, kuid must ei saa ühegi reeglipärase käikude jadaga matti panna (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Viik: musta lipp langes, kuid valge ei saa ühegi reeglipärase käikude jadaga matti panna (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Kaotust ei ole: valge oli enne lipu langemist teinud ajakontrolli nõutud %1 käiku.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Kaotust ei ole: must oli enne lipu langemist teinud ajakontrolli nõutud %1 käiku.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>Partii oli juba lõppenud %1 pärast poolkäiku %2 (%3): lipu langemine ei muuda midagi.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>Selle protokolli järgi ei saa otsustada: see on kontrollitud ainult käiguni %1, seega ei näita see, kas %2 käiku tehti; kohtunik otsustab muude tõendite põhjal, näiteks vastase protokolli järgi (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>Selle protokolli järgi ei saa otsustada: see on kontrollitud ainult käiguni %1 (see ulatub käiguni %2), seega pole seis lipu langemise hetkel teada.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Otsustamata: kas must saab veel matti panna, ei selgunud analüüsi piires; otsustab kohtunik (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Otsustamata: kas valge saab veel matti panna, ei selgunud analüüsi piires; otsustab kohtunik (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Valge tehtud käigud: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Musta tehtud käigud: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Ajakontroll nõuab %n käiku.</numerusform>
            <numerusform>Ajakontroll nõuab %n käiku.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Iga kirje on kontrollitud.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Kontrollitud ainult käiguni %1: partiiblankett jätkub käiguni %2, kontrollimata.</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Näiteks: %1</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>Viimane käik, %1, tehti, kuid seda ei lõpetatud: kella ei vajutatud (6.2.1).</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Tulemus: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Artikkel 6.9: välja arvatud juhul, kui partii on juba lõppenud (5.1.1 kuni 5.2.3), kaotab partii mängija, kes ei tee ettenähtud arvu käike ettenähtud aja jooksul; partii on aga viik, kui vastane ei saa mängija kuningale matti panna ühegi võimaliku reeglipärase käikude jadaga.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Võistlus</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Koht</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Kuupäev</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulemus</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.KK.PP</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Salvestatakse koos protokolliga ja kirjutatakse eksporditud PGN-i sildina %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulemus</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Võistlus</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Kuupäev</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Ava</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Otsi: mängija, võistlus, voor, kuupäev</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>Failis %1 on %n partii. Milline?</numerusform>
            <numerusform>Failis %1 on %n partiid. Milline?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Faili %1 lugemine: seni %n partii…</numerusform>
            <numerusform>Faili %1 lugemine: seni %n partiid…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>tulemuse väli ütleb %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>partiiblankett ütleb %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>laud ütleb %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>Tulemused ei ühti: %1.</translation>
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
        <translation>FIDE lühikuju (lisa C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>sama ingliskeelsete tähtedega (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>tähtede asemel kujutised, trükiväljaannetes soovitatud (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>lähteväljaga: lubatud (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>loetav, kuid reeglite pikal kujul pole sidekriipsu (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>maleprogrammide koordinaadid, mitte partiiprotokolli jaoks</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>kirjamale; mitte algebraline, seega ei kehti FIDE partiiprotokollil tõendina (lisa C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>mitte algebraline, seega ei kehti FIDE partiiprotokollil tõendina (lisa C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Kuidas kirjutatakse %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Miks nii kirjutatakse</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Käiku veel pole. Vii kursor partiiprotokolli käigule või liigu partiis edasi-tagasi, et näha, kuidas käiku kirjutatakse ja miks.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Mängija %1 esimene lõpetatud reeglivastane käik, %2: taastatakse sellele eelnenud seis ja vastane (%3) saab lisaaega (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>Mängija %1 kaotab: %2 on tema teine lõpetatud reeglivastane käik ja vastane (%3) saab veel matti panna (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Viik: %2 on mängija %1 teine lõpetatud reeglivastane käik, kuid vastane (%3) ei saa ühegi reeglipärase käikude jadaga matti panna (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Otsustamata: %2 on mängija %1 teine lõpetatud reeglivastane käik, kuid kas vastane (%3) saab veel matti panna, ei selgunud analüüsi piires; otsustab kohtunik (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Reeglivastast käiku pole: %1 loeb reeglipärase käiguna. Kui laual tehti mõni muu käik, parandage esmalt kirje.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>Selle partiiblanketi järgi otsustamata: %1 ei ole loetav, seega ei näita see tehtud käiku. Parandage esmalt kirje laual tehtud käiguks.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>Partii oli juba lõppenud mängija %1 teise lõpetatud reeglivastase käiguga, %2 (7.5.5): %3 ei muuda midagi.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>Partii oli juba lõppenud (%1) pärast poolkäiku %2: %3 ei muuda midagi.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>Selle partiiblanketi järgi otsustamata: läbimängimine peatub kirjel %1 (%2), enne kirjet %3, seega pole teada seis, milles %3 tehti. Parandage esmalt partiiblankett kuni sinnani; kui %1 oli ise lõpetatud ja tagasi võetud reeglivastane käik, märkige see nii.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>Kohtunik lisab vastase (%1) järelejäänud mõtlemisajale ühe minuti (7.5.5; välkmale: B.3 koos A.3-ga); kaks minutit, kui võistlusel kehtib B.2 (üks kohtunik partii kohta).</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>Kohtunik lisab vastase (%1) järelejäänud mõtlemisajale ühe minuti (7.5.5; kiirmale: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>Kohtunik lisab vastase (%1) järelejäänud mõtlemisajale kaks minutit (7.5.5).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Taastatav seis: %1</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Tulemus: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Mängija %1 lõpetatud reeglivastased käigud: %2 (%3).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>must</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Näiteks: %1</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>Kohtunik taastab reeglivastasele käigule vahetult eelnenud seisu ja mängija %1 teeb selles käigu puudutamise reeglite järgi: reeglivastaseks käiguks puudutatud nupuga tuleb käia, kui see saab käia (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Mängija %1 teine lõpetatud reeglivastane käik toob kaasa partii kaotuse, välja arvatud juhul, kui vastane (%2) ei saa ühegi reeglipärase käikude jadaga matti panna (7.5.5).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 on märgitud tagasi võetuks, kuid ei loe reeglivastase käiguna: ei loeta.</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Otsus reeglivastase käigu kohta</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Laual lõpetatud reeglivastane käik: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>Mängut&amp;empo:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Märgi tagasi võetuks</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Kopeeri &amp;tekstina</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulge</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Märgib kirje partiiblanketil lõpetatud ja tagasi võetud reeglivastaseks käiguks: läbimängimine jätkub sellele eelnenud seisust, käigul on sama mängija (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Otsusta</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Artiklid 7.5.1 ja 7.5.5: kui mängija on pärast reeglivastast käiku kella vajutanud, taastatakse sellele vahetult eelnenud seis; mängija esimese lõpetatud reeglivastase käigu eest saab vastane kaks minutit lisaaega (kiir- ja välkmängus ühe), teine toob partii kaotuse, välja arvatud juhul, kui vastane ei saa mängija kuningale matti panna ühegi võimaliku reeglipärase käikude jadaga: siis on partii viik.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>inglise</translation>
    </message>
    <message>
        <source>German</source>
        <translation>saksa</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>taani</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>rootsi</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norra</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>eesti</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>soome</translation>
    </message>
    <message>
        <source>French</source>
        <translation>prantsuse</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>hollandi</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>islandi</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>itaalia</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>hispaania</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>poola</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portugali</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>rumeenia</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>tšehhi</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>ungari</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>heebrea</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>vene</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>ukraina</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>bulgaaria</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>serbia (kirillitsas)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>horvaadi, serbia (ladina tähtedes), bosnia, sloveeni</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>slovaki</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>kreeka</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>türgi</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>leedu</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>vietnami</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indoneesia</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>albaania</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>katalaani</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>afrikaani</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Copy FEN</source>
        <translation>Kopeeri FEN</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Protokolli notatsioon:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automaatne</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Näita käike kujul:</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Kujutised</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Pikk algebraline</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Algus</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Eelmine</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Järgmine ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Lõpp ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Pööra lauda</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fail</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Uus</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Ava…</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Ava partiiprotokoll</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Partiiprotokollid ja PGN (*.txt *.pgn);;Kõik failid (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ava &amp;hiljutine</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvesta</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salvesta &amp;kui…</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;Ekspordi PGN…</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>K&amp;opeeri PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Välju</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigeeri</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Võta tagasi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uuesti</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Keel</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ava</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvesta</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Salvesta partiiprotokoll</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Partiiprotokollid (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Salvestamata muudatused</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>Protokollis on salvestamata muudatusi. Kas salvestada?</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Nimetu protokoll</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Paranda</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Taasta partii...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Võrdle teise mängija blanketiga...</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>Teise mängija blankett</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Võrdle</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>Notatsiooni keel</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Algseis</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partii %2</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Üks partiiblanketi rida loeb nagu PGN-i sildirida, seetõttu ei saa partii andmeid ja algseisu koos sellega salvestada: blankett salvestati ilma nendeta. „Ekspordi PGN“ säilitab need.</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>&amp;Lisa PGN-faili…</translation>
    </message>
    <message>
        <source>Game Details</source>
        <translation>Partii andmed</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Nagu partiiblanketil</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Leiud</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Kohtunikule</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Veel pole midagi kontrollida: sisesta partiiblankett ülal.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Probleeme ei leitud.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>Taastamine</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Näide: FIDE näidispartii</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Otsused</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Nõua &amp;kolmekordset kordumist...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Nõua &amp;50 käigu reeglit...</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Otsus reeglivastase käigu kohta</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>Partiiblanketil pole veel kirjeid: sisestage esmalt partii kuni reeglivastase käiguni.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>Märgi tagasi võetuks</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>Lõpetatud &amp;reeglivastane käik...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Lipu langemine: &amp;valge...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Lipu langemine: &amp;must...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Abi</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Kasutusjuhend</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>K&amp;iirklahvid</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Mida &amp;märgid tähendavad</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>Mis &amp;see on?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>ScoreChecki &amp;teave</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Protokoll&lt;/b&gt;&lt;p&gt;Sisesta siia partiiprotokoll nii, nagu see on kirjutatud, mis tahes notatsioonis ja keeles. Iga kirje on alla joonitud vastavalt hinnangule (Abi ▸ Mida märgid tähendavad); paremklõps kirjel näitab käike, mida see tõenäoliselt tähendab.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Protokolli tabel&lt;/b&gt;&lt;p&gt;Kirjed käigunumbrite järgi, valge ja must, iga hinnangu sümboli ja värviga. Vali lahter, et näha sellele järgnevat seisu laual ja kohtuniku paneelil.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Laud&lt;/b&gt;&lt;p&gt;Seis pärast kursori all olevat kirjet või tabeli valitud lahtrit. Selle FEN on all, kopeerimiseks.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Leiud&lt;/b&gt;&lt;p&gt;Iga kirje, mis pole õige, koos sellega, mis on valesti, ja tõenäolise käiguga. Klõps viib kirjeni protokollis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kohtuniku paneel&lt;/b&gt;&lt;p&gt;Mida kohtunik sel hetkel kontrollib: kordumised, viiekümne käigu loendus, sooritatud käigud, kirjutatud tulemus ja tulemus laual. Menüü Otsused teeb siit otsuse nõuete, lipu langemiste ja reeglivastaste käikude kohta.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Partii andmed&lt;/b&gt;&lt;p&gt;Mängijad, turniir, kuupäev, voor ja tulemus, mis kirjutatakse protokollist eksporditud PGN-i.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>&amp;Prindi aruanne…</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Ekspordi aruanne P&amp;DF-ina…</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Lisa diagramm siia</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>&amp;Algseis…</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Kuidas seda käiku kirjutatakse?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>Käik laual</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>Protokoll nii, nagu see on kirjutatud, kirje kirje järel. Iga kirjet kontrollitakse tippimise ajal; Tab lahkub protokollist.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Iga kirje, mis pole õige, koos sellega, mis on valesti, ja tõenäolise käiguga. Enter viib kirjeni protokollis.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Laud</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>Seis pärast kursori all olevat kirjet või tabeli valitud lahtrit.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>Laual olev seis FEN-kujul, kopeerimiseks.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Kopeerib laual oleva seisu FEN-i lõikelauale.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Protokolli tabel</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Käigud numbri järgi, valge ja must, igaüks oma hinnanguga. Nooleklahvid liiguvad lahtrite vahel; laud näitab seisu pärast valitud lahtrit.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Viigipakkumised, kordused, viiekümne käigu loendus, sooritatud käigud ja tulemus sel hetkel partiis.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Protokolli notatsioon</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>Protokolli nupumärkide keel; Automaatne leiab selle käikude järgi.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Näita käike kujul</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>Notatsioon, milles tabel, leiud ja paneelid käike kirjutavad.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Algus</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Näitab seisu enne esimest käiku.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Eelmine</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Näitab seisu üks käik varem.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Järgmine</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Näitab seisu üks käik hiljem.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Lõpp</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Näitab seisu pärast viimast käiku.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Pöörab lauda: must all või valge.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Suurendus: %1%</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vaade</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Suurenda</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Vähenda</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tegelik suurus</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Pikk algebraline sidekriipsuga</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>ICCF numbriline</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Inglise kirjeldav</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Külgpaneelid</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Kohtunikule ja kuidas käiku kirjutatakse, üks korraga; nooleklahvid sakkidel vahetavad neid.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Algebraline, reeglipärane ja kirjutatud kujul, mida FIDE reeglid lubavad (lisa C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Algebraline ja reeglipärane, kuid kujul, mida reeglid ei näe ette, või vale märgiga.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Reeglipärane, kuid süsteemis, mida FIDE tõendina ei aktsepteeri (näiteks kirjeldav notatsioon).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Loetav kahe või enama reeglipärase käiguna.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Loetav, kuid ükski reeglipärane käik ei sobi.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Ei sobi ühegi notatsiooniga.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Hindamata: läbimängimine ei jõudnud selle kirjeni kindlalt.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Mida märgid tähendavad</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>Protokoll joonib iga kirje alla vastavalt hinnangule; tabel näitab selle sümbolit ja värvi.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>Protokollis</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>Tabelis</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Hinnang</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Tähendus</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Sisestatu sobib mitmele käigule; see on üks neist (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Käik %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Käik %1, %2: %3, %4, viigipakkumisega</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Käik %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>alles sisestamisel</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>FEN-silt on kasutuskõlbmatu: %1</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>viigipakkumine</translation>
    </message>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>rida %1: ei ole sildirida kujul [Nimi &quot;väärtus&quot;]</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>rida %1: partii ei ole UTF-8; see loeti kui Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>rida %1: partii on pikem kui %2 MB, pikem kui ükski partii olla saab; seda ei kontrollitud</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Nagu kirjutatud:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>Läbimängimine peatub siin, kirjel %1 %2: %3. Ülejäänud partiiblankett nagu kirjutatud:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Partiiblanketile kirjutatud tulemus:</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>rida %1, veerg %2: sildireal puudub sulgev ]</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>rida %1, veerg %2: binaarsisu, mitte tekst; partiid ei kontrollitud</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Lõpetatud ja tagasi võetud reeglivastane käik (FIDE 7.5.1):</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Variant nagu kirjutatud:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>Läbimängimine peatub real %1, kirjel %2 %3 (%4): PGN sisaldab sellele eelnevaid käike ja ülejäänud blankett, %n kirje, läheb sinna kommentaarina.</numerusform>
            <numerusform>Läbimängimine peatub real %1, kirjel %2 %3 (%4): PGN sisaldab sellele eelnevaid käike ja ülejäänud blankett, %n kirjet, läheb sinna kommentaarina.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>PGN annab %1: tulemuse välja, kui see on täidetud, muidu laua, muidu partiiblanketi tulemuse.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Kas eksportida partii siiski?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Ekspordi PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Kopeeri PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Lisa PGN-faili</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 sisaldab seda partiid (samad andmed ja käigud) juba partiina %2. Kas lisada see lõppu uuesti?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Kas lisada partii faili %1 lõppu? Selles olevad partiid jäävad, nagu on.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Kas luua PGN-fail %1 selle partiiga?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Tühjenda väli</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Tühjenda väli (laual Delete; ka paremklõps tühjendab välja)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (laual klahv %2)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>Käik on teise mängija veerus.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>Käikudest, mida see kirje võib tähendada, lubab järgmise kirje ainult üks; läbimängimine jätkub sellega.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Siia on kirjutatud käigu number %1, kuid partii on %2. käigu juures: üks number jäi vahele.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Siia on kirjutatud käigu number %1, kuid partii on %2. käigu juures: üht numbrit korrati.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Kirja pandud pärast seda, kui partii oli juba iseenesest lõppenud (matt, patt, surnud seis, viiekordne kordumine või 75 käiku: FIDE malemäärused, artiklid 5 ja 9.6); see ei loe.</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Märgitud laual lõpetatud ja tagasi võetud reeglivastaseks käiguks: sellele eelnenud seis taastati ja sama mängija käis uuesti (FIDE artikkel 7.5.1). See ei ole partii käik.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Märgitud tagasivõetud reeglivastaseks käiguks, kuid kirjapandud kujul on käik reeglipärane: kontrollige märget. Kuni märge on alles, käiku ei tehta ja see ei loe reeglivastaseks käiguks (FIDE artikkel 7.5).</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Algseis</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Käigukord:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Valge</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Must</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Vangerdusõigused:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Valge 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Valge 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Must 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Must 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Möödaminnes &amp;löömise väli:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>Väli, millest ettur äsja kahesammulise käiguga möödus ja kus teda saab möödaminnes lüüa (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Käigu number:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Selle käigu number, mille käigukorras pool järgmisena teeb.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Poolkäikude loendur:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Mõlema mängija käigud pärast viimast löömist või etturikäiku, loetud nagu 50 käigu reegli jaoks (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>&amp;Tühjenda laud</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>&amp;Algasetus</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>Seis enne partii esimest käiku.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Kl&amp;eebi FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Loeb FEN-i lõikelaualt.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Puudub</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Seda FEN-i ei saa kasutada (märk %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Seda seisu ei saa kasutada: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>Seda seisu saab kasutada.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>Ülesseatud seisus on käik valgel.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>Ülesseatud seisus on käik mustal.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Õigus nii vangerdada, mis kehtib seni, kuni ei kuningas ega see vanker pole käinud (3.8.2.1); reeglimootor jätab selle ära, kui nad pole oma kohal.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Pööra lauda</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Pöörab lauda: must all või valge (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Võtab kõik nupud laualt; käigukord ja käigu number jäävad.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>Seis FEN-ina: siia kirjutatu või kleebitu seatakse lauale üles.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Alustab blanketti ülesseatud seisust.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Jätab algseisu selliseks, nagu see oli.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Kasutus: %1</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Võtmed:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argumendid:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Näitab käsurea võtmete abiteksti.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Näitab abiteksti koos Qt omade võtmetega.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Näitab versiooni.</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[võtmed]</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Võta tagasi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uuesti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Lõika</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopeeri</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Aseta</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Kustuta</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vali kõik</translation>
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
        <translation>&amp;Jah</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Ei</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salvesta</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ära salvesta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Loobu</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sulge</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Võta tagasi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uuesti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Lõika</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopeeri</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopeeri lingi aa&amp;dress</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Aseta</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Kustuta</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Vali kõik</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Tavamäng</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Kiirmäng (lisa A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Välkmäng (lisa B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Tavamäng, kiirmäng või välk: reeglid otsustavad mõnda asja igal tempol erinevalt.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Taasta partii</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>Blanketti saab kirjutatud kujul läbi mängida: midagi pole vaja muuta.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>Otsing peatus selle blanketi puhul oma piiril: lõpp parandati probleem probleemi haaval.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Käik</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Muudatus</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Miks</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Kirjuta heakskiidetud muudatused blanketile</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>Taastatud partii (muudetud käigud alla joonitud):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>Kõige tõenäolisem täielik reeglipärane partii vajab blanketil %n muudatust. Eemalda muudatuse linnuke, et jätta see kanne kirjutatud kujule.</numerusform>
            <numerusform>Kõige tõenäolisem täielik reeglipärane partii vajab blanketil %n muudatust. Eemalda muudatuse linnuke, et jätta see kanne kirjutatud kujule.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>Blankett otsustab selle muudatuse: ükski teine viis kannet parandada ei sobi sama hästi.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Otsustatuks ei loeta: kontroll peatus oma otsingupiiril enne, kui kõik teised viisid olid proovitud.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Miski blanketil ei otsusta seda muudatust; need käigud sobivad sama hästi. Valige üks, et seda laual näha; „Vali see käik“ paneb selle kirja ja taastab selle järel ülejäänud partii.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(käiku pole): kanne jäetakse välja</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 sobib blanketiga sama hästi (veel mitte partii käik)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Muudatused</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Muudatused, mida kõige tõenäolisem partii vajab, üks real; märgitud muudatus kirjutatakse blanketile.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>Taastatud partii</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>Kogu partii märgitud muudatustega; nende muudetud käigud on alla joonitud.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Kirjutab märgitud muudatused blanketile ühe sammuna, mille Võta tagasi tühistab.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Jätab blanketi selliseks, nagu see on.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 ei ole välistatud: kontroll peatus oma otsingupiiril enne, kui selgus, kas see sobib partiilehega (veel mitte partii käik)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Nimetu protokoll</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Taasta salvestamata töö</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck peatus enne, kui see partiiblankett salvestati:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, viimati hoitud %2&lt;br&gt;„%3“&lt;br&gt;&lt;br&gt;Kas taastada?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Taasta</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Loobu</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Küsi järgmisel käivitusel uuesti</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 ja %2 on käekirjas sarnased</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>etturi löök kirjutatud ilma tema liinita</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>mitmeti mõistetav: sobib mitu käiku; selle järel läheb partii edasi</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>kirjutatud teise mängija veergu</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>selle ees näib üks käik puuduvat</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>siia pole käiku kirjutatud; selle järel sobivad järgmised kirjed</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>kirjutatud %1, kus käigus on %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 jäi välja</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>kirjutatule lähim reeglipärane käik</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>kirjutatud käik on reeglipärane, kuid järgmised kirjed ei sobi selle järel</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>ei sobi ühegi käiguga; jäeti välja</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; ka teised käigud sobivad protokolliga, see on seisu järgi tõenäoliseim</translation>
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
        <translation>Kohtuniku aruanne</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Võistlus</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Koht</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Kuupäev</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Voor</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Laud</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Valge</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Must</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Tulemus</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>väli: %1; blanketile kirjutatud: %2; laual: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>puudub</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>otsustamata</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notatsioon</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Kohtunik</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Koostatud</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1, ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>Blankett sisestatud kujul</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Rida</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Käik</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>Sisestatud kujul, iga kirje märgiga</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Märgid: märgita kirje on korrektne; allakriipsutatud kirjetel on leid.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Rida %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n kirje pärast läbimängimise peatumist on kontrollimata, %1 kuni %2.</numerusform>
            <numerusform>%n kirjet pärast läbimängimise peatumist on kontrollimata, %1 kuni %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Rida %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Leiud</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Iga kirje on korrektne.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Sündmused kohtunikule</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Pole millestki teatada: blanketil pole käike.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Otsused</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>mitte midagi</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>tühi lahter</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Rekonstrueerimine: kõige tõenäolisem partii</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Muudatusi pole vaja: blanketi partii on kirjutatud kujul reeglipärane.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 loetud kui %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 lisatud enne %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 ja järgmine kirje vahetavad kohad</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 välja jäetud</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>Otsingu eelarve sai otsa: lõpp parandati üks katkestus korraga.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>Partii nende muudatustega:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Võrdlus: %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Erinevusi: %1. See blankett ulatub %2. poolkäiguni, teine %3. poolkäiguni.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>see blankett %1, teine %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: käiku pole</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Poolkäik %1: %2; mõlemale sobiv käik: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>Mõlemale blanketile sobiv partii:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>enne %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>korduv seis, mis esines %n korra</numerusform>
            <numerusform>korduv seis, mis esines %n korda</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>lõppseis</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>kohtuniku valitud</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammid</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>Algseis</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Pärast %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Valge käik</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Musta käik</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Diagramm %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Partii puhtas notatsioonis</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Ühtegi käiku ei tehtud.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(läbimängimine peatub siin: järgmised kirjed on kontrollimata)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>Blanketiteksti SHA-256: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Lehekülg %1/%2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Kolmekordse kordumise nõue (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>50 käigu reegli nõue (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Lipu langemine (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Reeglivastane käik (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>Selle partiiblanketi kohta pole ScoreCheckis otsust tehtud.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>algseisus</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>pärast %1 (poolkäik %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, tehtud %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Tehtud partiiblanketi varasema versiooni põhjal.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>Selle partiiblanketi järgi ei saa otsustada: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>käiku pole</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>OTSUSTAMATA %1. poolkäigul: %2; nende blankettide põhjal ei saa otsustada: %3; partii jätkub käiguga %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Otsustamata: kontroll peatus oma otsingupiiril; leitud käik on %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>OTSUSTAMATA poolkäigul %1: %2; kontroll peatus oma otsingupiiril; leitud käik on %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Kohtuniku aruanne</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Ekspordi aruanne PDF-ina</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>aruanne.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>PDF-dokumendid (*.pdf);;Kõik failid (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 ei saa kirjutada: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>%1 ei saa kirjutada: PDF-i ei õnnestunud koostada.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Kohtuniku aruanne</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>Blankett sisestatud kujul, iga kirje oma märgiga</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Leiud</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Sündmused kohtunikule</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Tehtud otsused</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Rekonstrueerimine ja võrdlus, kui need on tehtud</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammid</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>Partii puhtas notatsioonis</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>tühjaks jäetud: joon allkirja jaoks</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Kohtunik:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Otsus</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>Otsus sõnades: kõigepealt otsus ise, siis reeglite artiklid, millele see tugineb, ja mis sellest järgneb.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Hoiab selle otsuse blanketi juures: kohtuniku aruanne trükib selle.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Kopeerib otsuse lihttekstina, et see aruandesse või sõnumisse kleepida.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Sulgeb selle akna; hoitud otsused jäävad blanketi juurde.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Laud, millele seisu üles seatakse</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Sisestatuga sobivad käigud</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Tõenäoliselt mõeldud (paremklõps, et üks sisse kirjutada):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Tõenäoliselt mõeldud</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Aseta</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>Partiiblankett oleks %1 MB pikk, pikem kui ükski partii olla saab (%2 MB); midagi ei asetatud.</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Soovitus</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>Täiendamine</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Võta tagasi</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Tee uuesti</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ei saa lugeda: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 on binaarfail, mitte partiiprotokoll ega PGN-tekst.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>%1 ei õnnestunud salvestada: %2</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 on pikem kui %2 MB, pikem kui ükski partii olla saab: faili ei avatud.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 ei sisalda partiid %2.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 ei ole PGN-fail: partiid sellele ei lisatud.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>Kirjutamine</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Tulemuse järel olevat teksti ei kontrollitud.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Siin avatud kommentaari ei suleta kunagi: kõik selle järel loeti kommentaari osaks.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Rohkem kirjeid, kui ühes partiis olla saab: teksti siit edasi ei loetud.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Siin avatud varianti ei suleta kunagi: kõik selle järel loeti variandi osaks.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, siis %2</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 muutub käiguks %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 lisatud enne käiku %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 ja järgmine kanne vahetavad kohad</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 jäetud välja</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(tühi lahter)</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>Selle partiiblanketi järgi ei saa otsustada: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Otsustamata: kontroll peatus oma otsingupiiril; leitud käik on %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Notatsiooni keel: %1 (leitud automaatselt)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notatsiooni keel: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n kirje</numerusform>
            <numerusform>%n kirjet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n leiuga</numerusform>
            <numerusform>%n leiuga</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>leide pole</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n kontrollimata</numerusform>
            <numerusform>%n kontrollimata</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Notatsioon: %1 (partiiblankett loeb ühtmoodi keeltes %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Kiirklahvid</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Klahv</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Käsk</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Kus</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>käiku pole</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (see blankett)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (teine blankett)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (välistamata: kontroll peatus oma otsingupiiril)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 ja siis %2 (kaks kannet vahetatud)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 jäetud välja enne käiku %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 %2 asemel käigul %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 käigul %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; või %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; välistamata (kontroll peatus oma otsingupiiril): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>ScoreChecki kasutusjuhend</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 ei kuulu juhendisse; see paigaldatakse koos ScoreChecki dokumentatsiooniga.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>õige</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>reeglipärane, muu kuju</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>mittealgebraline</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mitmeti mõistetav</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>reeglivastane</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>loetamatu</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>kontrollimata</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Vigur kirjutatakse oma tähega protokolli keeles (%2), %1, seejärel sihtväli, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Etturil pole tähte: tema käik kirjutatakse sihtväljaga, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Teine sama liiki vigur, väljal %1, võiks samuti minna väljale %2, seepärast kirjutatakse selle viguri lähteliin, %3 (C.10).</numerusform>
            <numerusform>Teised sama liiki vigurid, väljadel %1, võiksid samuti minna väljale %2, seepärast kirjutatakse selle viguri lähteliin, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Teine sama liiki vigur samal liinil, väljal %1, võiks samuti minna väljale %2, seepärast kirjutatakse selle viguri lähterida, %3 (C.10).</numerusform>
            <numerusform>Teised sama liiki vigurid samal liinil, väljadel %1, võiksid samuti minna väljale %2, seepärast kirjutatakse selle viguri lähterida, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Teine sama liiki vigur, väljal %1, võiks samuti minna väljale %2; ei liin ega rida üksi neid ei erista, seepärast kirjutatakse selle viguri kogu lähteväli, %3 (C.10, C.8).</numerusform>
            <numerusform>Teised sama liiki vigurid, väljadel %1, võiksid samuti minna väljale %2; ei liin ega rida üksi neid ei erista, seepärast kirjutatakse selle viguri kogu lähteväli, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Löömine väljal %1: selle välja ette võib kirjutada x; see ei ole kohustuslik (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Lööv ettur kirjutatakse lähteliiniga, %1, enne sihtvälja; x nende vahel ei ole kohustuslik (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Möödaminnes löömine: kirjutatakse väli, kuhu ettur jõuab, %1, mitte löödud etturi väli, %2; e.p. võib lisada, see ei ole kohustuslik (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Muundumine: uue viguri täht, %1, järgneb kohe väljale, ilma märgita = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>Kuningatiivavangerdus kirjutatakse 0-0, nullidega (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>Lipputiivavangerdus kirjutatakse 0-0-0, nullidega (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Avatuli: käik avab viguri väljal %1, mis annab tuld.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Kahekordne tuli: vigurid väljadel %1 annavad korraga tuld.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Tuli: käigu järele võib kirjutada +; see ei ole kohustuslik (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Matt: käigu järele võib kirjutada # (või ++); see ei ole kohustuslik (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Avatav partiiprotokoll.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Salvesta aknast pilt faili FAIL ja välju (juhendi jaoks).</translation>
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
        <translation>Kontrollib maleprotokolle nii, nagu kohtunik seda teeb: sisestatud või avatud protokoll mängitakse läbi, iga kirje hinnatakse ja märgitakse ning aken teeb otsuse nõuete, lipu langemiste ja reeglivastaste käikude kohta.

Väljumiskood:
  0  aken suleti või soovitud pilt salvestati
  1  tundmatu võti või soovitud pilti ei saanud salvestada

Näited:
  scorecheck
     Avab akna sisseehitatud näidisprotokolliga.
  scorecheck game.pgn
     Avab PGN-faili; mitme partiiga failist loendist valitud partii.
  scorecheck --screenshot window.png sheet.txt
     Salvestab pildi protokolli näitavast aknast ja väljub.</translation>
    </message>
</context>
</TS>
