<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutBox</name>
    <message>
        <source>About ScoreCheck</source>
        <translation>Informazioni su ScoreCheck</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does.</source>
        <translation>Controlla i formulari di scacchi come fa un arbitro.</translation>
    </message>
    <message>
        <source>ScoreCheck is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License, version 3 or (at your option) any later version. It comes with no warranty.</source>
        <translation>ScoreCheck è software libero: è possibile ridistribuirlo e/o modificarlo secondo i termini della GNU General Public License, versione 3 o (a scelta) qualsiasi versione successiva. Viene fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>Built with Qt %1; running on Qt %2 (GNU Lesser General Public License, version 3).</source>
        <translation>Compilato con Qt %1; in esecuzione su Qt %2 (GNU Lesser General Public License, versione 3).</translation>
    </message>
    <message>
        <source>The rules are those of the FIDE Laws of Chess (2023). The example sheet is the sample game of their Appendix C. The piece images and the icon were drawn for ScoreCheck. The tests use games and positions gathered from python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) and the HCS scoresheet dataset; third-party.md, installed with the documentation, names each source and its licence.</source>
        <translation>Le regole sono quelle del Regolamento degli Scacchi FIDE (2023). Il formulario di esempio è la partita modello della sua Appendice C. Le immagini dei pezzi e l&apos;icona sono state disegnate per ScoreCheck. I test usano partite e posizioni raccolte da python-chess, pychess, pgn-extract, chess.js, cairo-board, dhtmlchess, Ethereal, CHA (D3-Chess) e dal dataset di formulari manoscritti HCS; third-party.md, installato con la documentazione, indica ogni fonte e la sua licenza.</translation>
    </message>
</context>
<context>
    <name>AlternativesPanel</name>
    <message>
        <source>Moves that fit as well</source>
        <translation>Mosse che concordano altrettanto bene</translation>
    </message>
    <message>
        <source>Put the selected move in and mend the rest of the game after it</source>
        <translation>Inserisci la mossa selezionata e correggi il resto della partita dopo di essa</translation>
    </message>
    <message>
        <source>Choose &amp;This Move</source>
        <translation>&amp;Scegli questa mossa</translation>
    </message>
    <message>
        <source>The move the game goes on with first, then the others that fit as well, best first; the board shows the one selected, and Enter puts it in.</source>
        <translation>Prima la mossa con cui prosegue la partita, poi le altre che concordano altrettanto bene, la migliore per prima; la scacchiera mostra quella selezionata, e Invio la inserisce.</translation>
    </message>
    <message>
        <source>It is not shown that the moves marked “not ruled out” fit: the check stopped before it could exclude them.</source>
        <translation>Non è dimostrato che le mosse segnate «non escluso» siano compatibili: il controllo si è fermato prima di poterle escludere.</translation>
    </message>
</context>
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>the start</source>
        <translation>l&apos;inizio</translation>
    </message>
    <message>
        <source>Threefold repetition after %1: the same position stood after %2. A draw may be claimed (9.2).</source>
        <translation>Triplice ripetizione dopo %1: la stessa posizione si era presentata dopo %2. Si può richiedere la patta (9.2).</translation>
    </message>
    <message>
        <source>Fivefold repetition after %1: the game is drawn (9.6.1). The position stood after %2.</source>
        <translation>Quintuplice ripetizione dopo %1: la partita è patta (9.6.1). La posizione si era presentata dopo %2.</translation>
    </message>
    <message>
        <source>Fifty moves without a capture or pawn move after %1: a draw may be claimed (9.3).</source>
        <translation>Cinquanta mosse senza catture né mosse di pedone dopo %1: si può richiedere la patta (9.3).</translation>
    </message>
    <message>
        <source>Seventy-five moves without a capture or pawn move after %1: the game is drawn (9.6.2).</source>
        <translation>Settantacinque mosse senza catture né mosse di pedone dopo %1: la partita è patta (9.6.2).</translation>
    </message>
    <message>
        <source>Checkmate after %1.</source>
        <translation>Scaccomatto dopo %1.</translation>
    </message>
    <message>
        <source>Stalemate after %1.</source>
        <translation>Stallo dopo %1.</translation>
    </message>
    <message>
        <source>Dead position after %1: neither side can mate (5.2.2).</source>
        <translation>Posizione morta dopo %1: nessuno dei due può dare scaccomatto (5.2.2).</translation>
    </message>
    <message>
        <source>Dead position after %1: the pawns can no longer move and wall the pieces in, so neither side can mate (5.2.2).</source>
        <translation>Posizione morta dopo %1: i pedoni non possono più muovere e rinchiudono i pezzi, quindi nessuno dei due può dare scaccomatto (5.2.2).</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>Il %1 può richiedere la patta ora: la posizione dopo %2 si è presentata %n volta (9.2.2).</numerusform>
            <numerusform>Il %1 può richiedere la patta ora: la posizione dopo %2 si è presentata %n volte (9.2.2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 may claim a draw now: 50 moves by each player without a capture or pawn move (9.3.2).</source>
        <translation>Il %1 può richiedere la patta ora: 50 mosse di ciascun giocatore senza catture né mosse di pedone (9.3.2).</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing one of these moves and declaring it: the position it leads to would stand for the third time (9.2.1): %2.</source>
        <translation>Il %1 può richiedere la patta scrivendo una di queste mosse e dichiarandola: la posizione a cui porta si presenterebbe per la terza volta (9.2.1): %2.</translation>
    </message>
    <message>
        <source>%1 may claim a draw by writing a move that is neither a capture nor a pawn move and declaring it: it completes 50 moves by each player (9.3.1).</source>
        <translation>Il %1 può richiedere la patta scrivendo una mossa che non sia né una cattura né una mossa di pedone e dichiarandola: essa completa 50 mosse di ciascun giocatore (9.3.1).</translation>
    </message>
    <message>
        <source>Moves completed: White %1, Black %2.</source>
        <translation>Mosse completate: Bianco %1, Nero %2.</translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Ogni voce è verificata.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Verificato solo fino alla mossa %1: il formulario prosegue fino alla mossa %2 senza verifica.</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves yet.</source>
        <translation>Niente da segnalare: il formulario non contiene ancora mosse.</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Offerta di patta del Bianco con %1, una mossa ritirata perché illegale (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, a move taken back as illegal (7.5.1).</source>
        <translation>Offerta di patta del Nero con %1, una mossa ritirata perché illegale (7.5.1).</translation>
    </message>
    <message>
        <source>Draw offer by White with %1.</source>
        <translation>Offerta di patta del Bianco con %1.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1.</source>
        <translation>Offerta di patta del Nero con %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>La partita era già terminata automaticamente dopo %1; la %n voce scritta in seguito non conta.</numerusform>
            <numerusform>La partita era già terminata automaticamente dopo %1; le %n voci scritte in seguito non contano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Result written: %1. On the board: %2.</source>
        <translation>Risultato scritto: %1. Sulla scacchiera: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non determinato</translation>
    </message>
    <message>
        <source>Draw offer by White with %1, an entry the replay did not play: not checked.</source>
        <translation>Offerta di patta del Bianco con %1, una registrazione che la riproduzione non ha giocato: non controllata.</translation>
    </message>
    <message>
        <source>Draw offer by Black with %1, an entry the replay did not play: not checked.</source>
        <translation>Offerta di patta del Nero con %1, una registrazione che la riproduzione non ha giocato: non controllata.</translation>
    </message>
</context>
<context>
    <name>AutosaveWarning</name>
    <message>
        <source>Changes to this sheet cannot be kept safe in %1: %2. Trying again every second; save the sheet to keep it.</source>
        <translation>Le modifiche a questo formulario non possono essere messe al sicuro in %1: %2. Nuovo tentativo ogni secondo; salvare il formulario per conservarlo.</translation>
    </message>
</context>
<context>
    <name>BoardAnnouncements</name>
    <message>
        <source>White pawn on %1</source>
        <translation>Pedone bianco in %1</translation>
    </message>
    <message>
        <source>White knight on %1</source>
        <translation>Cavallo bianco in %1</translation>
    </message>
    <message>
        <source>White bishop on %1</source>
        <translation>Alfiere bianco in %1</translation>
    </message>
    <message>
        <source>White rook on %1</source>
        <translation>Torre bianca in %1</translation>
    </message>
    <message>
        <source>White queen on %1</source>
        <translation>Donna bianca in %1</translation>
    </message>
    <message>
        <source>White king on %1</source>
        <translation>Re bianco in %1</translation>
    </message>
    <message>
        <source>Black pawn on %1</source>
        <translation>Pedone nero in %1</translation>
    </message>
    <message>
        <source>Black knight on %1</source>
        <translation>Cavallo nero in %1</translation>
    </message>
    <message>
        <source>Black bishop on %1</source>
        <translation>Alfiere nero in %1</translation>
    </message>
    <message>
        <source>Black rook on %1</source>
        <translation>Torre nera in %1</translation>
    </message>
    <message>
        <source>Black queen on %1</source>
        <translation>Donna nera in %1</translation>
    </message>
    <message>
        <source>Black king on %1</source>
        <translation>Re nero in %1</translation>
    </message>
    <message>
        <source>Empty square %1</source>
        <translation>Casa vuota %1</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Pedone bianco</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Cavallo bianco</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Alfiere bianco</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Torre bianca</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Donna bianca</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Re bianco</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Pedone nero</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Cavallo nero</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Alfiere nero</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Torre nera</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Donna nera</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Re nero</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1: pezzo sollevato</translation>
    </message>
    <message>
        <source>%1, a legal move</source>
        <translation>%1: mossa legale</translation>
    </message>
    <message>
        <source>Played %1–%2: %3</source>
        <translation>Giocata %1–%2: %3</translation>
    </message>
    <message>
        <source>Promote to a knight</source>
        <translation>Promuovi a cavallo</translation>
    </message>
    <message>
        <source>Promote to a bishop</source>
        <translation>Promuovi ad alfiere</translation>
    </message>
    <message>
        <source>Promote to a rook</source>
        <translation>Promuovi a torre</translation>
    </message>
    <message>
        <source>Promote to a queen</source>
        <translation>Promuovi a donna</translation>
    </message>
    <message>
        <source>The board: the arrow keys move between the squares, Enter or Space picks up a piece and puts it down on the square it goes to, Escape puts it back. A move played is written into the sheet.</source>
        <translation>La scacchiera: i tasti freccia passano da una casa all’altra, Invio o Spazio solleva un pezzo e lo posa sulla sua casa di arrivo, Esc lo rimette a posto. La mossa giocata viene scritta nel formulario.</translation>
    </message>
</context>
<context>
    <name>Claim</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la posizione di partenza</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la posizione dopo %1</translation>
    </message>
    <message>
        <source>the start position (ply 0)</source>
        <translation>la posizione di partenza (semimossa 0)</translation>
    </message>
    <message>
        <source>%1, the written move (ply %2)</source>
        <translation>%1, la mossa scritta (semimossa %2)</translation>
    </message>
    <message>
        <source>%1 (ply %2)</source>
        <translation>%1 (semimossa %2)</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended with checkmate in %1 (5.1.1).</source>
        <translation>Nessuna richiesta è possibile: la partita era già terminata perché %1 è uno scaccomatto (5.1.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game had ended in stalemate in %1 (5.2.1).</source>
        <translation>Nessuna richiesta è possibile: la partita era già terminata perché %1 è uno stallo (5.2.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn when %1 stood for the fifth time (9.6.1).</source>
        <translation>Nessuna richiesta è possibile: la partita era patta quando %1 si è presentata per la quinta volta (9.6.1).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, after 75 moves by each player without a capture or pawn move (9.6.2).</source>
        <translation>Nessuna richiesta è possibile: la partita era patta perché %1 era stata raggiunta dopo 75 mosse di ciascun giocatore senza catture né mosse di pedone (9.6.2).</translation>
    </message>
    <message>
        <source>No claim is possible: the game was drawn in %1, a dead position in which neither player can checkmate (5.2.2).</source>
        <translation>Nessuna richiesta è possibile: la partita era patta perché %1 è una posizione morta in cui nessuno dei due giocatori può dare scaccomatto (5.2.2).</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the first time.</source>
        <translation>Non corretta: %1 si presenta per la prima volta.</translation>
    </message>
    <message>
        <source>Incorrect: %1 stands for the second time only.</source>
        <translation>Non corretta: %1 si presenta solo per la seconda volta.</translation>
    </message>
    <message>
        <source>Correct: %1 stands for the third time.</source>
        <translation>Corretta: %1 si presenta per la terza volta.</translation>
    </message>
    <message>
        <source>Correct: %1 has now stood %2 times.</source>
        <translation>Corretta: %1 si è ora presentata %2 volte.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the first time.</source>
        <translation>Non corretta: dopo la mossa scritta %1 la posizione si presenterebbe per la prima volta.</translation>
    </message>
    <message>
        <source>Incorrect: after the written move %1 the position would stand for the second time only.</source>
        <translation>Non corretta: dopo la mossa scritta %1 la posizione si presenterebbe solo per la seconda volta.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would stand for the third time.</source>
        <translation>Corretta: dopo la mossa scritta %1 la posizione si presenterebbe per la terza volta.</translation>
    </message>
    <message>
        <source>Correct: after the written move %1 the position would have stood %2 times.</source>
        <translation>Corretta: dopo la mossa scritta %1 la posizione si sarebbe presentata %2 volte.</translation>
    </message>
    <message>
        <source>Correct: the last 50 moves by each player were made without a capture or pawn move.</source>
        <translation>Corretta: le ultime 50 mosse di ciascun giocatore sono state giocate senza catture né mosse di pedone.</translation>
    </message>
    <message>
        <source>Incorrect: moves since the last capture or pawn move: White %1, Black %2; 50 by each are needed.</source>
        <translation>Non corretta: mosse dall&apos;ultima cattura o mossa di pedone: Bianco %1, Nero %2; ne servono 50 per ciascuno.</translation>
    </message>
    <message>
        <source>Correct: with the written move %1 the last 50 moves by each player are made without a capture or pawn move.</source>
        <translation>Corretta: con la mossa scritta %1 le ultime 50 mosse di ciascun giocatore sono giocate senza catture né mosse di pedone.</translation>
    </message>
    <message>
        <source>Incorrect: with the written move %1, moves since the last capture or pawn move: White %2, Black %3; 50 by each are needed.</source>
        <translation>Non corretta: con la mossa scritta %1, mosse dall&apos;ultima cattura o mossa di pedone: Bianco %2, Nero %3; ne servono 50 per ciascuno.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a capture: the count of fifty moves starts again.</source>
        <translation>Non corretta: la mossa scritta %1 è una cattura: il conteggio delle cinquanta mosse ricomincia.</translation>
    </message>
    <message>
        <source>Incorrect: the written move %1 is a pawn move: the count of fifty moves starts again.</source>
        <translation>Non corretta: la mossa scritta %1 è una mossa di pedone: il conteggio delle cinquanta mosse ricomincia.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is illegal in the position on the board.</source>
        <translation>Non corretta: la mossa scritta &quot;%1&quot; è illegale nella posizione sulla scacchiera.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; is ambiguous: it can mean %2.</source>
        <translation>Non corretta: la mossa scritta &quot;%1&quot; è ambigua: può significare %2.</translation>
    </message>
    <message>
        <source>Incorrect: the written move &quot;%1&quot; cannot be read as a move.</source>
        <translation>Non corretta: la mossa scritta &quot;%1&quot; non si può leggere come una mossa.</translation>
    </message>
    <message>
        <source>Article 9.2.1: %1 wrote a move and declared it; the position it leads to must be about to appear for at least the third time.</source>
        <translation>Articolo 9.2.1: il %1 ha scritto una mossa e l&apos;ha dichiarata; la posizione a cui porta deve essere sul punto di presentarsi almeno per la terza volta.</translation>
    </message>
    <message>
        <source>Article 9.2.2: the position on the board must have just appeared for at least the third time, %1 having the move.</source>
        <translation>Articolo 9.2.2: la posizione sulla scacchiera deve essere appena apparsa almeno per la terza volta, con il %1 che ha il tratto.</translation>
    </message>
    <message>
        <source>Positions are the same when the same player has the move, the same pieces stand on the same squares and the same moves are possible, castling and en passant included (9.2.3).</source>
        <translation>Le posizioni sono le stesse quando lo stesso giocatore ha il tratto, gli stessi pezzi occupano le stesse case e sono possibili le stesse mosse, compresi l&apos;arrocco e la presa en passant (9.2.3).</translation>
    </message>
    <message>
        <source>Article 9.3.1: %1 wrote a move and declared it; with it, the last 50 moves by each player must have been made without the movement of any pawn and without any capture.</source>
        <translation>Articolo 9.3.1: il %1 ha scritto una mossa e l&apos;ha dichiarata; con essa, le ultime 50 mosse di ciascun giocatore devono essere state giocate senza il movimento di alcun pedone e senza alcuna cattura.</translation>
    </message>
    <message>
        <source>Article 9.3.2: the last 50 moves by each player must have been completed without the movement of any pawn and without any capture; %1 has the move.</source>
        <translation>Articolo 9.3.2: le ultime 50 mosse di ciascun giocatore devono essere state completate senza il movimento di alcun pedone e senza alcuna cattura; il %1 ha il tratto.</translation>
    </message>
    <message>
        <source>%1: castling rights differ, and an en-passant capture was possible in one of the two (9.2.3.1, 9.2.3.2)</source>
        <translation>%1: i diritti di arrocco sono diversi, e in una delle due posizioni era possibile una presa en passant (9.2.3.1, 9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: castling rights differ (9.2.3.2)</source>
        <translation>%1: i diritti di arrocco sono diversi (9.2.3.2)</translation>
    </message>
    <message>
        <source>%1: an en-passant capture was possible in one of the two (9.2.3.1)</source>
        <translation>%1: in una delle due posizioni era possibile una presa en passant (9.2.3.1)</translation>
    </message>
    <message>
        <source>Last capture or pawn move: %1.</source>
        <translation>Ultima cattura o mossa di pedone: %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position, whose half-move clock stood at %1.</source>
        <translation>Nessuna cattura né mossa di pedone dalla posizione di partenza, il cui contatore delle semimosse era a %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move since the start position.</source>
        <translation>Nessuna cattura né mossa di pedone dalla posizione di partenza.</translation>
    </message>
    <message>
        <source>Moves since then without a capture or pawn move: White %1, Black %2.</source>
        <translation>Mosse da allora senza catture né mosse di pedone: Bianco %1, Nero %2.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>L&apos;arbitro aggiunge un minuto al tempo di riflessione residuo del %1 (9.5.3; gioco lampo: B.3 con A.3); due minuti se la competizione applica B.2, con un arbitro per ogni partita.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (9.5.3; rapid chess: A.3).</source>
        <translation>L&apos;arbitro aggiunge un minuto al tempo di riflessione residuo del %1 (9.5.3; gioco rapido: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (9.5.3).</source>
        <translation>L&apos;arbitro aggiunge due minuti al tempo di riflessione residuo del %1 (9.5.3).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it checkmates, and %1 wins (5.1.1).</source>
        <translation>Il %1 deve ora giocare la mossa scritta %2 (9.5.3): dà scaccomatto, e il %1 vince (5.1.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it stalemates, and the game is drawn (5.2.1).</source>
        <translation>Il %1 deve ora giocare la mossa scritta %2 (9.5.3): produce uno stallo, e la partita è patta (5.2.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it leaves a dead position, and the game is drawn (5.2.2).</source>
        <translation>Il %1 deve ora giocare la mossa scritta %2 (9.5.3): porta a una posizione morta, e la partita è patta (5.2.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): the position then stands for the fifth time, and the game is drawn (9.6.1).</source>
        <translation>Il %1 deve ora giocare la mossa scritta %2 (9.5.3): la posizione si presenta allora per la quinta volta, e la partita è patta (9.6.1).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3): it completes 75 moves of each player without a capture or pawn move, and the game is drawn (9.6.2).</source>
        <translation>Il %1 deve ora giocare la mossa scritta %2 (9.5.3): essa completa 75 mosse di ciascun giocatore senza catture né mosse di pedone, e la partita è patta (9.6.2).</translation>
    </message>
    <message>
        <source>%1 must now make the written move %2 (9.5.3).</source>
        <translation>Il %1 deve ora giocare la mossa scritta %2 (9.5.3).</translation>
    </message>
    <message>
        <source>The result stands: %1.</source>
        <translation>Il risultato resta valido: %1.</translation>
    </message>
    <message>
        <source>The game is drawn (9.5.2).</source>
        <translation>La partita è patta (9.5.2).</translation>
    </message>
    <message>
        <source>The written move would checkmate, but a move written for a claim is not made: the claim has drawn the game first.</source>
        <translation>La mossa scritta darebbe scaccomatto, ma una mossa scritta per una richiesta non viene giocata: la richiesta ha già reso patta la partita.</translation>
    </message>
    <message>
        <source>The written move cannot be made as written: %1 must make a move in accordance with Articles 3 and 4 (9.5.3).</source>
        <translation>La mossa scritta non può essere giocata così come è scritta: il %1 deve giocare una mossa conforme agli Articoli 3 e 4 (9.5.3).</translation>
    </message>
    <message>
        <source>The game continues.</source>
        <translation>La partita continua.</translation>
    </message>
    <message>
        <source>The claim stands as an offer of a draw, which %1 may accept (9.1.2.3).</source>
        <translation>La richiesta vale come offerta di patta, che il %1 può accettare (9.1.2.3).</translation>
    </message>
    <message>
        <source>The written move &quot;%1&quot; is not needed: the position on the board decides the claim.</source>
        <translation>La mossa scritta &quot;%1&quot; non è necessaria: è la posizione sulla scacchiera a decidere la richiesta.</translation>
    </message>
    <message>
        <source>The position stood after:</source>
        <translation>La posizione si è presentata dopo:</translation>
    </message>
    <message>
        <source>The same pieces stood on the same squares, the same player to move, in positions that are not the same:</source>
        <translation>Gli stessi pezzi occupavano le stesse case, con il tratto allo stesso giocatore, in posizioni che non sono le stesse:</translation>
    </message>
</context>
<context>
    <name>ClaimDialog</name>
    <message>
        <source>Ruling on a Claim</source>
        <translation>Decisione su una richiesta</translation>
    </message>
    <message>
        <source>Claim:</source>
        <translation>Richiesta:</translation>
    </message>
    <message>
        <source>&amp;Threefold repetition (9.2)</source>
        <translation>&amp;Triplice ripetizione (9.2)</translation>
    </message>
    <message>
        <source>&amp;Fifty moves (9.3)</source>
        <translation>&amp;Cinquanta mosse (9.3)</translation>
    </message>
    <message>
        <source>&amp;Written move:</source>
        <translation>&amp;Mossa scritta:</translation>
    </message>
    <message>
        <source>Optional: the move written and declared, not played, as on the sheet</source>
        <translation>Facoltativa: la mossa scritta e dichiarata, non giocata, come sul formulario</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>C&amp;adenza di gioco:</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Decidi</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Copia come te&amp;sto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>The replay stops at %1, which is %2: the position of the claim is not known. Mend the sheet up to there first.</source>
        <translation>La riproduzione si ferma a %1, che è %2: la posizione della richiesta non è nota. Correggere prima il formulario fino a quel punto.</translation>
    </message>
    <message>
        <source>No ruling: the position of the claim is not known.</source>
        <translation>Nessuna decisione: la posizione della richiesta non è nota.</translation>
    </message>
    <message>
        <source>%1 claims at the start position, having the move.</source>
        <translation>Il %1 presenta la richiesta nella posizione di partenza, avendo il tratto.</translation>
    </message>
    <message>
        <source>%1 claims after %2, having the move.</source>
        <translation>Il %1 presenta la richiesta dopo %2, avendo il tratto.</translation>
    </message>
    <message>
        <source>The same position stands for the third time, or will after the move written on the sheet.</source>
        <translation>La stessa posizione si presenta per la terza volta, o si presenterà dopo la mossa scritta sul formulario.</translation>
    </message>
    <message>
        <source>Each player has made the last 50 moves without a capture or a pawn move, or will have after the move written on the sheet.</source>
        <translation>Ciascun giocatore ha giocato le ultime 50 mosse senza catture né mosse di pedone, o le avrà giocate dopo la mossa scritta sul formulario.</translation>
    </message>
</context>
<context>
    <name>ClaimRulingView</name>
    <message>
        <source>Show this position on the board</source>
        <translation>Mostra questa posizione sulla scacchiera</translation>
    </message>
    <message>
        <source>A line that names a position of the game shows it on the main board, by a click or by Enter.</source>
        <translation>Una riga che nomina una posizione della partita la mostra sulla scacchiera principale, con un clic o con Invio.</translation>
    </message>
    <message>
        <source>The moves counted</source>
        <translation>Le mosse contate</translation>
    </message>
    <message>
        <source>Boards of the positions counted</source>
        <translation>Scacchiere delle posizioni contate</translation>
    </message>
    <message>
        <source>Each position where the claimed one stood, as a small board above its move; the arrow keys scroll.</source>
        <translation>Ogni posizione in cui si è presentata quella della richiesta, come piccola scacchiera sopra la sua mossa; i tasti freccia scorrono.</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>White has checkmated.</source>
        <translation>Il Bianco ha dato scaccomatto.</translation>
    </message>
    <message>
        <source>Black has checkmated.</source>
        <translation>Il Nero ha dato scaccomatto.</translation>
    </message>
    <message>
        <source>White can checkmate, for instance: %1</source>
        <translation>Il Bianco può dare scaccomatto, per esempio: %1</translation>
    </message>
    <message>
        <source>Black can checkmate, for instance: %1</source>
        <translation>Il Nero può dare scaccomatto, per esempio: %1</translation>
    </message>
    <message>
        <source>White cannot checkmate by any series of legal moves.</source>
        <translation>Il Bianco non può dare scaccomatto con nessuna serie di mosse legali.</translation>
    </message>
    <message>
        <source>Black cannot checkmate by any series of legal moves.</source>
        <translation>Il Nero non può dare scaccomatto con nessuna serie di mosse legali.</translation>
    </message>
    <message>
        <source>White: not decided (the search reached its limit).</source>
        <translation>Bianco: non determinato (la ricerca ha raggiunto il suo limite).</translation>
    </message>
    <message>
        <source>Black: not decided (the search reached its limit).</source>
        <translation>Nero: non determinato (la ricerca ha raggiunto il suo limite).</translation>
    </message>
    <message>
        <source>Whether the position is dead is not decided.</source>
        <translation>Non è determinato se la posizione sia morta.</translation>
    </message>
    <message>
        <source>The position is dead: neither side can checkmate (FIDE 5.2.2).</source>
        <translation>La posizione è morta: nessuno dei due può dare scaccomatto (FIDE 5.2.2).</translation>
    </message>
    <message>
        <source>The position is not dead.</source>
        <translation>La posizione non è morta.</translation>
    </message>
    <message>
        <source>The position to judge.</source>
        <translation>La posizione da giudicare.</translation>
    </message>
    <message>
        <source>Output: text or json.</source>
        <translation>Output: text o json.</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argomento inatteso &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--fen is required</source>
        <translation>--fen è obbligatorio</translation>
    </message>
    <message>
        <source>Notation language of the sheets (auto or a code such as de).</source>
        <translation>Lingua della notazione dei formulari (auto o un codice come de).</translation>
    </message>
    <message>
        <source>Output: text, json (one object per game) or pgn.</source>
        <translation>Output: text, json (un oggetto per partita) o pgn.</translation>
    </message>
    <message>
        <source>Games checked in parallel.</source>
        <translation>Partite verificate in parallelo.</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and the changes it needs.</source>
        <translation>Trova anche la partita legale completa più probabile e le modifiche che richiede.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): reconcile the two and report where they differ.</source>
        <translation>Il formulario dell&apos;altro giocatore della stessa partita (o delle stesse partite): confronta i due e segnala dove differiscono.</translation>
    </message>
    <message>
        <source>Scoresheet or PGN files; - for standard input.</source>
        <translation>File di formulari o PGN; - per lo standard input.</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text, json or pgn</source>
        <translation>--format: &apos;%1&apos; non è text, json o pgn</translation>
    </message>
    <message>
        <source>--reconstruct and --pair report in text or json, not pgn</source>
        <translation>--reconstruct e --pair producono output text o json, non pgn</translation>
    </message>
    <message>
        <source>--jobs needs a number from 1 to 256</source>
        <translation>--jobs richiede un numero da 1 a 256</translation>
    </message>
    <message>
        <source>no file given (use - for standard input)</source>
        <translation>nessun file indicato (usare - per lo standard input)</translation>
    </message>
    <message>
        <source>no game found in %1</source>
        <translation>nessuna partita trovata in %1</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>riga %1, colonna %2: %3</translation>
    </message>
    <message>
        <source>no game %1 on the other sheet to pair with</source>
        <translation>nessuna partita %1 sull&apos;altro formulario da confrontare</translation>
    </message>
    <message>
        <source>The move the claimant wrote and declared but has not played, in the sheet&apos;s notation and language.</source>
        <translation>La mossa che il richiedente ha scritto e dichiarato ma non ha giocato, nella notazione e nella lingua del formulario.</translation>
    </message>
    <message>
        <source>The draw claimed: threefold (9.2) or fifty (9.3).</source>
        <translation>La patta richiesta: threefold (triplice ripetizione, 9.2) o fifty (cinquanta mosse, 9.3).</translation>
    </message>
    <message>
        <source>The sheet up to the moment of the claim, one game; - for standard input.</source>
        <translation>Il formulario fino al momento della richiesta, una sola partita; - per lo standard input.</translation>
    </message>
    <message>
        <source>give the draw claimed (threefold or fifty) and one file</source>
        <translation>indicare la patta richiesta (threefold o fifty) e un file</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no claim: use threefold or fifty</source>
        <translation>&apos;%1&apos; non è una richiesta: usare threefold o fifty</translation>
    </message>
    <message>
        <source>Start position (default: the initial position).</source>
        <translation>Posizione di partenza (predefinita: la posizione iniziale).</translation>
    </message>
    <message>
        <source>--fen: %1 (at character %2)</source>
        <translation>--fen: %1 (al carattere %2)</translation>
    </message>
    <message>
        <source>--lang: unknown language &apos;%1&apos; (use %2%3)</source>
        <translation>--lang: lingua sconosciuta &apos;%1&apos; (usare %2%3)</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40).</source>
        <translation>Il numero di mosse che il controllo del tempo richiede entro la caduta della bandierina (per esempio 40).</translation>
    </message>
    <message>
        <source>The player whose flag fell.</source>
        <translation>Il giocatore la cui bandierina è caduta.</translation>
    </message>
    <message>
        <source>The sheet up to the flag fall, one game; - for standard input.</source>
        <translation>Il formulario fino alla caduta della bandierina, una sola partita; - per lo standard input.</translation>
    </message>
    <message>
        <source>give the player whose flag fell (white or black) and one file</source>
        <translation>indicare il giocatore la cui bandierina è caduta (white o black) e un file</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no player: use white or black</source>
        <translation>&apos;%1&apos; non è un giocatore: usare white o black</translation>
    </message>
    <message>
        <source>--moves: &apos;%1&apos; is not a number of moves from 1 to 1000</source>
        <translation>--moves: &apos;%1&apos; non è un numero di mosse da 1 a 1000</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standard input</translation>
    </message>
    <message>
        <source>cannot read standard input</source>
        <translation>impossibile leggere lo standard input</translation>
    </message>
    <message>
        <source>%1: no such file</source>
        <translation>%1: file inesistente</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: impossibile leggere (%2)</translation>
    </message>
    <message>
        <source>%1: this is a binary file, not a scoresheet or PGN text</source>
        <translation>%1: è un file binario, non un formulario né un testo PGN</translation>
    </message>
    <message>
        <source>The sheet up to the illegal move, which is its last entry; one game; - for standard input.</source>
        <translation>Il formulario fino alla mossa illegale, che ne è l&apos;ultima voce; una sola partita; - per lo standard input.</translation>
    </message>
    <message>
        <source>give one file: the sheet up to the illegal move</source>
        <translation>indicare un file: il formulario fino alla mossa illegale</translation>
    </message>
    <message>
        <source>the sheet has no entries: its last entry is the illegal move to rule on</source>
        <translation>il formulario non ha voci: la sua ultima voce deve essere la mossa illegale su cui decidere</translation>
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
        <translation>uso:   scorecheck-cli check [--lang auto|CODE] [--fen FEN] [--format text|json|pgn] [--jobs N]
                            [--reconstruct] [--pair ALTRO_FILE] FILE... | -
       scorecheck-cli write [--notation san|lan|figurine|uci|iccf|descriptive] [--lang L] [--input-lang L]
                            [--fen FEN] FILE | -
       scorecheck-cli perft [--fen FEN] --depth N [--divide]
       scorecheck-cli rule claim threefold|fifty [--intended MOSSA] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule flag white|black [--moves N] [--rate standard|rapid|blitz] [--lang L]
                            [--fen FEN] [--format text|json] FILE | -
       scorecheck-cli rule illegal [--rate standard|rapid|blitz] [--lang L] [--fen FEN] [--format text|json]
                            FILE | -
       scorecheck-cli rule can-mate --fen FEN [--format text|json]
       scorecheck-cli COMANDO --help   (cosa fa ciascuna opzione)
       scorecheck-cli --version
</translation>
    </message>
    <message>
        <source>Checks chess scoresheets the way an arbiter does: every entry is replayed and judged, the
sheet&apos;s game can be written as PGN or in another notation, and claims, flag falls and
illegal moves are ruled on from the sheet.
</source>
        <translation>Controlla i formulari di scacchi come un arbitro: ogni voce viene riprodotta e giudicata,
la partita del formulario può essere scritta in PGN o in un&apos;altra notazione, e su
richieste, cadute della bandierina e mosse illegali si decide in base al formulario.
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
        <translation>Codice di uscita:
  0  ogni voce è corretta o legale in un&apos;altra forma e ogni partita è stata utilizzabile;
     un comando rule ha preso la sua decisione, qualunque essa sia
  1  qualche voce è peggiore (non algebrica, ambigua, illegale, illeggibile, non
     verificata), oppure una partita non ha potuto essere verificata o confrontata
  2  argomenti inutilizzabili, un file illeggibile, binario o senza partite, oppure un
     output che non si può scrivere
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
        <translation>Esempi:
  scorecheck-cli check sheet.txt
     Segnala ogni voce del formulario che non è corretta, e la fine della partita.
  scorecheck-cli check --format json --jobs 2 tournament.pgn
     Un oggetto JSON per partita, due partite verificate alla volta.
  scorecheck-cli check --format pgn --lang de sheet.txt &gt; game.pgn
     La partita di un formulario scritto con le lettere tedesche dei pezzi, in PGN.
  scorecheck-cli rule claim threefold --intended Qb4 sheet.txt
     Decide su una richiesta di triplice ripetizione fatta scrivendo la mossa Qb4.
  scorecheck-cli rule flag white --moves 40 sheet.txt
     Decide sulla caduta della bandierina del Bianco quando sono richieste 40 mosse.
</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>impossibile scrivere sullo standard output: %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>it starts from another position (%1)</source>
        <translation>parte da un&apos;altra posizione (%1)</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: the other sheet&apos;s game cannot be used: %3
</source>
        <translation>  confrontato con %1, partita %2: la partita dell&apos;altro formulario non è utilizzabile: %3
</translation>
    </message>
    <message>
        <source>  paired with %1, game %2: differences: %3; this sheet goes to ply %4, the other to ply %5
</source>
        <translation>  confrontato con %1, partita %2: differenze: %3; questo formulario arriva alla semimossa %4, l&apos;altro alla semimossa %5
</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>questo formulario %1, l&apos;altro %2</translation>
    </message>
    <message>
        <source>    ply %1: %2 -&gt; %3
</source>
        <translation>    semimossa %1: %2 -&gt; %3
</translation>
    </message>
    <message>
        <source>    %1 -&gt; no move
</source>
        <translation>    %1 -&gt; nessuna mossa
</translation>
    </message>
    <message>
        <source>    (the search ran out of its budget: the end was mended one break at a time)
</source>
        <translation>    (la ricerca ha esaurito il suo budget: la fine è stata corretta un&apos;interruzione alla volta)
</translation>
    </message>
    <message>
        <source>    game: %1
</source>
        <translation>    partita: %1
</translation>
    </message>
    <message>
        <source>Depth in plies.</source>
        <translation>Profondità in semimosse.</translation>
    </message>
    <message>
        <source>Show the count of each root move.</source>
        <translation>Mostra il conteggio di ciascuna mossa della posizione di partenza.</translation>
    </message>
    <message>
        <source>--depth needs a number from 0 to %1</source>
        <translation>--depth richiede un numero da 0 a %1</translation>
    </message>
    <message>
        <source>    likely meant: %1
</source>
        <translation>    probabilmente si intendeva: %1
</translation>
    </message>
    <message>
        <source>  most likely game (changes: %1):
</source>
        <translation>  partita più probabile (modifiche: %1):
</translation>
    </message>
    <message>
        <source>    line %1, column %2: </source>
        <translation>    riga %1, colonna %2: </translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(casella vuota)</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 letta come %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 messa prima di %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 e la voce successiva si scambiano di posto</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omessa</translation>
    </message>
    <message>
        <source>name the ruling: claim, flag, illegal or can-mate</source>
        <translation>indicare la decisione: claim, flag, illegal o can-mate</translation>
    </message>
    <message>
        <source>unknown ruling &apos;%1&apos; (use claim, flag, illegal or can-mate)</source>
        <translation>decisione sconosciuta &apos;%1&apos; (usare claim, flag, illegal o can-mate)</translation>
    </message>
    <message>
        <source>%1 holds more than one game: a ruling is made on one game, so give it alone</source>
        <translation>%1 contiene più di una partita: una decisione riguarda una sola partita, quindi indicarla da sola</translation>
    </message>
    <message>
        <source>%1 cannot be ruled on: %2</source>
        <translation>impossibile decidere su %1: %2</translation>
    </message>
    <message>
        <source>the sheet stops at line %1, column %2: &quot;%3&quot; is %4, so the position of the claim is not known</source>
        <translation>il formulario si ferma alla riga %1, colonna %2: &quot;%3&quot; è %4, quindi la posizione della richiesta non è nota</translation>
    </message>
    <message>
        <source>--format: &apos;%1&apos; is not text or json</source>
        <translation>--format: &apos;%1&apos; non è text o json</translation>
    </message>
    <message>
        <source>Rate of play: standard, rapid or blitz.</source>
        <translation>Cadenza di gioco: standard, rapid (gioco rapido) o blitz (gioco lampo).</translation>
    </message>
    <message>
        <source>Output: text or json (one object).</source>
        <translation>Output: text o json (un oggetto).</translation>
    </message>
    <message>
        <source>--rate: &apos;%1&apos; is not standard, rapid or blitz</source>
        <translation>--rate: &apos;%1&apos; non è standard, rapid o blitz</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partita %2</translation>
    </message>
    <message>
        <source>  plies: %1; notation: %2%3
</source>
        <translation>  semimosse: %1; notazione: %2%3
</translation>
    </message>
    <message>
        <source> (found by replaying)</source>
        <translation> (rilevata riproducendo la partita)</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3%4 %5 — %6</source>
        <translation>  riga %1, colonna %2: %3%4 %5 — %6</translation>
    </message>
    <message>
        <source>  line %1, column %2: %3
</source>
        <translation>  riga %1, colonna %2: %3
</translation>
    </message>
    <message>
        <source>  draw offer by White after move %1
</source>
        <translation>  offerta di patta del Bianco dopo la mossa %1
</translation>
    </message>
    <message>
        <source>  draw offer by Black after move %1
</source>
        <translation>  offerta di patta del Nero dopo la mossa %1
</translation>
    </message>
    <message>
        <source>  %1 after ply %2</source>
        <translation>  %1 dopo la semimossa %2</translation>
    </message>
    <message>
        <source> (the position stood at plies %1)
</source>
        <translation> (la posizione si è presentata alle semimosse %1)
</translation>
    </message>
    <message>
        <source>  moves completed: White %1, Black %2</source>
        <translation>  mosse completate: Bianco %1, Nero %2</translation>
    </message>
    <message>
        <source> (every entry checked)
</source>
        <translation> (ogni voce verificata)
</translation>
    </message>
    <message>
        <source> (verified to move %1; the sheet goes on to move %2, not checked)
</source>
        <translation> (verificato fino alla mossa %1; il formulario prosegue fino alla mossa %2 senza verifica)
</translation>
    </message>
    <message>
        <source>  a PGN of the game stops at line %1, column %2; the rest of the sheet is kept in it as a comment
</source>
        <translation>  un PGN della partita si ferma alla riga %1, colonna %2; il resto del formulario vi è conservato come commento
</translation>
    </message>
    <message>
        <source>  result written: %1; on the board: %2
</source>
        <translation>  risultato scritto: %1; sulla scacchiera: %2
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non determinato</translation>
    </message>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n voce successiva non ha potuto essere verificata
</numerusform>
            <numerusform>  %n voci successive non hanno potuto essere verificate
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  la partita è terminata automaticamente dopo la semimossa %1 (%2): %n voce scritta in seguito non conta
</numerusform>
            <numerusform>  la partita è terminata automaticamente dopo la semimossa %1 (%2): %n voci scritte in seguito non contano
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>%1 stops at line %2, column %3: &quot;%4&quot; is %5; nothing after it is written</source>
        <translation>%1 si ferma alla riga %2, colonna %3: &quot;%4&quot; è %5; nulla di ciò che segue viene scritto</translation>
    </message>
    <message>
        <source>san, lan, figurine, uci, iccf or descriptive.</source>
        <translation>san, lan, figurine, uci, iccf o descriptive.</translation>
    </message>
    <message>
        <source>Piece letters of the output (a code such as de).</source>
        <translation>Lettere dei pezzi dell&apos;output (un codice come de).</translation>
    </message>
    <message>
        <source>Notation language of the input (auto or a code).</source>
        <translation>Lingua della notazione dell&apos;input (auto o un codice).</translation>
    </message>
    <message>
        <source>A scoresheet or PGN file; - for standard input.</source>
        <translation>Un file di formulario o PGN; - per lo standard input.</translation>
    </message>
    <message>
        <source>--notation: &apos;%1&apos; is not san, lan, figurine, uci, iccf or descriptive</source>
        <translation>--notation: &apos;%1&apos; non è san, lan, figurine, uci, iccf o descriptive</translation>
    </message>
    <message>
        <source>give one file (or - for standard input)</source>
        <translation>indicare un file (o - per lo standard input)</translation>
    </message>
    <message>
        <source>Print the SHA-256 of each game&apos;s sheet text (UTF-8, line ends as LF) instead of checking it: the value a report&apos;s footer prints.</source>
        <translation>Stampa lo SHA-256 del testo del formulario di ciascuna partita (UTF-8, fine riga come LF) invece di verificarlo: il valore stampato nel piè di pagina di un rapporto.</translation>
    </message>
    <message>
        <source>--hash prints the hashes only: it takes no --format, --reconstruct or --pair</source>
        <translation>--hash stampa solo gli hash: non accetta --format, --reconstruct né --pair</translation>
    </message>
    <message>
        <source>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair OTHER] [--diagram PLY]...
                            [--arbiter NAME] [--paper a4|letter] --output FILE.pdf FILE | -
</source>
        <translation>       scorecheck-cli check --hash FILE... | -
       scorecheck-cli report [--lang L] [--fen FEN] [--reconstruct] [--pair ALTRO] [--diagram SEMIMOSSA]...
                            [--arbiter NOME] [--paper a4|letter] --output FILE.pdf FILE | -
</translation>
    </message>
    <message>
        <source>The arbiter&apos;s report of a sheet is written as PDF, to be printed or filed.
</source>
        <translation>Il rapporto dell&apos;arbitro su un formulario è scritto in PDF, per essere stampato o archiviato.
</translation>
    </message>
    <message>
        <source>     (report: 0 once the PDF is written; 2 also for a game that cannot be replayed, and then
     no PDF is written)
</source>
        <translation>     (report: 0 una volta scritto il PDF; 2 anche per una partita che non può essere riprodotta,
     e in tal caso nessun PDF viene scritto)
</translation>
    </message>
    <message>
        <source>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet as PDF, with the position after ply 24 drawn.
  scorecheck-cli check --hash sheet.txt
     The SHA-256 of the sheet&apos;s text, as the footer of its report prints it.
</source>
        <translation>  scorecheck-cli report --diagram 24 --output report.pdf sheet.txt
     Il rapporto dell&apos;arbitro sul formulario in PDF, con la posizione dopo la semimossa 24.
  scorecheck-cli check --hash sheet.txt
     Lo SHA-256 del testo del formulario, come lo stampa il piè di pagina del suo rapporto.
</translation>
    </message>
    <message>
        <source>Notation language of the sheet (auto or a code such as de).</source>
        <translation>Lingua della notazione del formulario (auto o un codice come de).</translation>
    </message>
    <message>
        <source>Also find the most likely complete legal game and report the changes it needs.</source>
        <translation>Trova anche la partita legale completa più probabile e indica le modifiche che richiede.</translation>
    </message>
    <message>
        <source>The other player&apos;s sheet of the same game(s): report where the two differ.</source>
        <translation>Il formulario dell&apos;altro giocatore della stessa partita (o delle stesse partite): indica dove i due differiscono.</translation>
    </message>
    <message>
        <source>Also draw the position after this ply (0: the start); may be given more than once.</source>
        <translation>Disegna anche la posizione dopo questa semimossa (0: la posizione di partenza); può essere indicata più volte.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s name, printed in the report&apos;s header.</source>
        <translation>Il nome dell&apos;arbitro, stampato nell&apos;intestazione del rapporto.</translation>
    </message>
    <message>
        <source>Paper size: a4 or letter (default: the one of the system&apos;s locale).</source>
        <translation>Formato della carta: a4 o letter (predefinito: quello delle impostazioni locali del sistema).</translation>
    </message>
    <message>
        <source>Writes the arbiter&apos;s report of a sheet as PDF: the sheet as typed with each entry&apos;s mark, every finding with its FIDE article, the arbiter&apos;s events, diagrams of the positions that matter and the game in clean notation. A PGN file with several games gives one PDF, each game from a new page.</source>
        <translation>Scrive in PDF il rapporto dell&apos;arbitro su un formulario: il formulario così come è stato digitato con il contrassegno di ogni voce, ogni rilievo con il suo articolo del Regolamento FIDE, gli eventi per l&apos;arbitro, i diagrammi delle posizioni rilevanti e la partita in bella copia. Un file PGN con più partite produce un solo PDF, con ogni partita a partire da una nuova pagina.</translation>
    </message>
    <message>
        <source>Exit status:
  0  the report was written
  2  unusable arguments, a file that cannot be read or holds no game, a game that cannot be
     replayed (no report is written, not half of one), or a PDF that cannot be written
</source>
        <translation>Codice di uscita:
  0  il rapporto è stato scritto
  2  argomenti non utilizzabili, un file illeggibile o senza partite, una partita non riproducibile
     (nessun rapporto viene scritto, nemmeno in parte), o un PDF che non può essere scritto
</translation>
    </message>
    <message>
        <source>Examples:
  scorecheck-cli report --output report.pdf sheet.txt
     The arbiter&apos;s report of the sheet.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     With both players&apos; sheets compared and the position after ply 31 drawn.
</source>
        <translation>Esempi:
  scorecheck-cli report --output report.pdf sheet.txt
     Il rapporto dell&apos;arbitro sul formulario.
  scorecheck-cli report --pair black.txt --diagram 31 --output case.pdf white.txt
     Con il confronto dei formulari dei due giocatori e la posizione dopo la semimossa 31.
</translation>
    </message>
    <message>
        <source>--diagram needs a ply, a number from 0: &apos;%1&apos;</source>
        <translation>--diagram richiede una semimossa, un numero a partire da 0: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--paper: &apos;%1&apos; is not a4 or letter</source>
        <translation>--paper: &apos;%1&apos; non è né a4 né letter</translation>
    </message>
    <message>
        <source>--output FILE.pdf is required</source>
        <translation>--output FILE.pdf è obbligatorio</translation>
    </message>
    <message>
        <source>give one file (use - for standard input)</source>
        <translation>indicare un file (- per lo standard input)</translation>
    </message>
    <message>
        <source>%1, game %2: not compared: %3
</source>
        <translation>%1, partita %2: non confrontata: %3
</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>cannot run %1 (it is installed beside scorecheck-cli): %2</source>
        <translation>impossibile avviare %1 (è installato accanto a scorecheck-cli): %2</translation>
    </message>
    <message>
        <source>%1 stopped: %2</source>
        <translation>%1 si è interrotto: %2</translation>
    </message>
    <message>
        <source>  the sheet reads alike in %1: its notation language cannot be told apart
</source>
        <translation>  il formulario si legge allo stesso modo in %1: la sua lingua di notazione non può essere determinata
</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>nessuna mossa</translation>
    </message>
    <message>
        <source>      cannot be decided from this sheet: %1
</source>
        <translation>      non decidibile da questo formulario: %1
</translation>
    </message>
    <message>
        <source>      cannot be decided from these sheets: %1
</source>
        <translation>      non si può decidere da questi formulari: %1
</translation>
    </message>
    <message>
        <source>      not decided: the check stopped at its search limit; the move found is %1
</source>
        <translation>      non deciso: il controllo si è fermato al suo limite di ricerca; la mossa trovata è %1
</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is no command: use check, write, perft, rule or report</source>
        <translation>&apos;%1&apos; non è un comando: usare check, write, perft, rule o report</translation>
    </message>
    <message>
        <source>an empty box (line %1, column %2)</source>
        <translation>una casella vuota (riga %1, colonna %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (line %2, column %3)</source>
        <translation>&quot;%1&quot; (riga %2, colonna %3)</translation>
    </message>
    <message>
        <source>%1, game %2: no diagram after ply %3: the replay goes to ply %4 only
</source>
        <translation>%1, partita %2: nessun diagramma dopo la semimossa %3: la riproduzione arriva solo alla semimossa %4
</translation>
    </message>
    <message>
        <source>--notation descriptive: no descriptive letters for &apos;%1&apos; (use en, or de, da, sv or no for German letters)</source>
        <translation>--notation descriptive: nessuna lettera di notazione descrittiva per &apos;%1&apos; (usare en, oppure de, da, sv o no per le lettere tedesche)</translation>
    </message>
    <message>
        <source>--intended: give the move written and declared</source>
        <translation>--intended: indicare la mossa scritta e dichiarata</translation>
    </message>
    <message>
        <source>  draw offer by White with %1, an entry the replay did not play: not checked
</source>
        <translation>  proposta di patta del Bianco con %1, una registrazione che la riproduzione non ha giocato: non controllata
</translation>
    </message>
    <message>
        <source>  draw offer by Black with %1, an entry the replay did not play: not checked
</source>
        <translation>  proposta di patta del Nero con %1, una registrazione che la riproduzione non ha giocato: non controllata
</translation>
    </message>
    <message>
        <source>%1: this looks like UTF-16 text without a byte-order mark; save it as UTF-8, or as UTF-16 with its mark</source>
        <translation>%1: sembra testo UTF-16 senza indicatore dell&apos;ordine dei byte; salvarlo come UTF-8, oppure come UTF-16 con il suo indicatore</translation>
    </message>
    <message>
        <source>line %1: the sheet is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>riga %1: il formulario supera %2 MB, più di quanto possa essere lunga qualsiasi partita; non è stato verificato</translation>
    </message>
    <message>
        <source>%1, game %2: no report was written: %3</source>
        <translation>%1, partita %2: nessun rapporto è stato scritto: %3</translation>
    </message>
    <message>
        <source>warning: the sheet has the result %1 written; the ruling takes the game as going on after its last entry</source>
        <translation>avviso: sul formulario è scritto il risultato %1; la decisione considera la partita come proseguita dopo l&apos;ultima registrazione</translation>
    </message>
    <message>
        <source>Rules from the sheet, as an arbiter does, on:
  claim     a draw claimed by threefold repetition (9.2) or by the fifty-move rule (9.3)
  flag      a flag fall after the sheet&apos;s last entry (6.9)
  illegal   the sheet&apos;s last entry, an illegal move the player completed (7.5)
  can-mate  whether each side can still checkmate in a position (6.9, 7.5.5, 5.2.2)
Each ruling&apos;s options: scorecheck-cli rule RULING --help</source>
        <translation>Decide in base al formulario, come fa un arbitro, su:
  claim     una patta richiesta per triplice ripetizione (9.2) o per la regola delle cinquanta mosse (9.3)
  flag      una caduta della bandierina dopo l&apos;ultima voce del formulario (6.9)
  illegal   l&apos;ultima voce del formulario, una mossa illegale completata dal giocatore (7.5)
  can-mate  se ciascun lato può ancora dare scacco matto in una posizione (6.9, 7.5.5, 5.2.2)
Le opzioni di ogni decisione: scorecheck-cli rule RULING --help</translation>
    </message>
    <message>
        <source>claim, flag, illegal or can-mate, then the ruling&apos;s options and arguments.</source>
        <translation>claim, flag, illegal o can-mate, poi le opzioni e gli argomenti della decisione.</translation>
    </message>
    <message>
        <source>The PDF file to write (required); - for standard output.</source>
        <translation>Il file PDF da scrivere (obbligatorio); - per lo standard output.</translation>
    </message>
    <message>
        <source>the PDF could not be made</source>
        <translation>non è stato possibile produrre il PDF</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>▲ Previous Difference</source>
        <translation>▲ Differenza precedente</translation>
    </message>
    <message>
        <source>Next Difference ▼</source>
        <translation>Differenza successiva ▼</translation>
    </message>
    <message>
        <source>Compare Two Sheets</source>
        <translation>Confronta due formulari</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>Questo formulario</translation>
    </message>
    <message>
        <source>Other sheet</source>
        <translation>Altro formulario</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>Sheets</source>
        <translation>Formulari</translation>
    </message>
    <message>
        <source>The previous place where the sheets differ (%1)</source>
        <translation>Il punto precedente in cui i formulari differiscono (%1)</translation>
    </message>
    <message>
        <source>The next place where the sheets differ (%1)</source>
        <translation>Il punto successivo in cui i formulari differiscono (%1)</translation>
    </message>
    <message>
        <source>The game that fits both sheets (%1: the sheets cannot decide that move):</source>
        <translation>La partita che concorda con entrambi i formulari (%1: i formulari non permettono di decidere quella mossa):</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(nessuna mossa)</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>scelta dall&apos;arbitro</translation>
    </message>
    <message>
        <source>cannot be decided</source>
        <translation>non si può decidere</translation>
    </message>
    <message>
        <source>≠ the sheets differ</source>
        <translation>≠ i formulari differiscono</translation>
    </message>
    <message>
        <source>(no move): the position the entry stands in</source>
        <translation>(nessuna mossa): la posizione in cui si trova la voce</translation>
    </message>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>La partita che concorda con entrambi i formulari ha %n semimossa.</numerusform>
            <numerusform>La partita che concorda con entrambi i formulari ha %n semimosse.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>I formulari differiscono in %n punto.</numerusform>
            <numerusform>I formulari differiscono in %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>This sheet goes to ply %1, the other (%2) to ply %3.</source>
        <translation>Questo formulario arriva alla semimossa %1, l&apos;altro (%2) alla semimossa %3.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>In %n di questi niente sui formulari decide quale mossa fu giocata (%1): scegliere lì, nell&apos;elenco sotto la tabella, quale mossa vale.</numerusform>
            <numerusform>In %n di questi niente sui formulari decide quale mossa fu giocata (%1): scegliere lì, nell&apos;elenco sotto la tabella, quale mossa vale.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing on the sheets decides this move: choose in the list under the table which move stands.</source>
        <translation>Niente sui formulari decide questa mossa: scegliere nell&apos;elenco sotto la tabella quale mossa vale.</translation>
    </message>
    <message>
        <source>The sheets do not both say this move as written; the game takes the move that fits both sheets best, and nothing else fits them as well.</source>
        <translation>I due formulari non riportano entrambi questa mossa così come è scritta; la partita prende la mossa che concorda meglio con entrambi i formulari, e nessun&apos;altra concorda altrettanto bene.</translation>
    </message>
    <message>
        <source>The sheets decide this move: nothing else fits both as well.</source>
        <translation>I formulari decidono questa mossa: nessun&apos;altra concorda altrettanto bene con entrambi.</translation>
    </message>
    <message>
        <source>%1 Not claimed decided: the check stopped at its search limit before every other move was tried.</source>
        <translation>%1 Non dichiarata decisa: il controllo si è fermato al suo limite di ricerca prima di provare ogni altra mossa.</translation>
    </message>
    <message>
        <source>%1 Nothing on the sheets decides this move; these fit them as well. Select one to see it on the board; Choose This Move makes it the game&apos;s.</source>
        <translation>%1 Niente sui formulari decide questa mossa; queste concordano altrettanto bene. Selezionarne una per vederla sulla scacchiera; «Scegli questa mossa» la rende la mossa della partita.</translation>
    </message>
    <message>
        <source>%1 fits the sheets as well; the game goes on with %2</source>
        <translation>%1 concorda altrettanto bene con i formulari; la partita prosegue con %2</translation>
    </message>
    <message>
        <source>%1 cannot be decided: %2</source>
        <translation>%1 non si può decidere: %2</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Each move of the game that fits both sheets, with what each sheet has for it and where they differ; the board shows the position at the chosen row.</source>
        <translation>Ogni mossa della partita che concorda con entrambi i formulari, con ciò che riporta ciascun formulario e dove differiscono; la scacchiera mostra la posizione della riga scelta.</translation>
    </message>
    <message>
        <source>The game that fits both sheets</source>
        <translation>La partita che concorda con entrambi i formulari</translation>
    </message>
    <message>
        <source>The whole game as both sheets agree on it, with the arbiter&apos;s choices.</source>
        <translation>L&apos;intera partita su cui concordano entrambi i formulari, con le scelte dell&apos;arbitro.</translation>
    </message>
    <message>
        <source>Closes the comparison; the arbiter&apos;s report prints it with the choices made.</source>
        <translation>Chiude il confronto; il rapporto dell&apos;arbitro lo stampa con le scelte fatte.</translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>In %n di essi il controllo si è fermato al suo limite di ricerca (%1): la mossa trovata lì non è dichiarata decisa.</numerusform>
            <numerusform>In %n di essi il controllo si è fermato al suo limite di ricerca (%1): le mosse trovate lì non sono dichiarate decise.</numerusform>
        </translation>
    </message>
    <message>
        <source>not decided: search limit</source>
        <translation>non deciso: limite di ricerca</translation>
    </message>
    <message>
        <source>The check stopped at its search limit before every other move was tried: the move found is not claimed decided.</source>
        <translation>Il controllo si è fermato al suo limite di ricerca prima di provare ogni altra mossa: la mossa trovata non è dichiarata decisa.</translation>
    </message>
    <message>
        <source>%1 not decided: the check stopped at its search limit; the move found is %2</source>
        <translation>%1 non deciso: il controllo si è fermato al suo limite di ricerca; la mossa trovata è %2</translation>
    </message>
    <message>
        <source>%1 is not ruled out (the check stopped at its search limit); the game goes on with %2</source>
        <translation>%1 non è escluso (il controllo si è fermato al suo limite di ricerca); la partita prosegue con %2</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>checkmate</source>
        <translation>scaccomatto</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stallo</translation>
    </message>
    <message>
        <source>a dead position</source>
        <translation>una posizione morta</translation>
    </message>
    <message>
        <source>a dead position, the pawns locked</source>
        <translation>una posizione morta, con i pedoni bloccati</translation>
    </message>
    <message>
        <source>the fifth occurrence of a position</source>
        <translation>la quintuplice ripetizione di una posizione</translation>
    </message>
    <message>
        <source>75 moves without a capture or pawn move</source>
        <translation>75 mosse senza catture né mosse di pedone</translation>
    </message>
</context>
<context>
    <name>EntryText</name>
    <message>
        <source>No legal move in this position matches what is written.</source>
        <translation>Nessuna mossa legale in questa posizione corrisponde a ciò che è scritto.</translation>
    </message>
    <message>
        <source>This is not a move in any notation ScoreCheck knows.</source>
        <translation>Non è una mossa in nessuna notazione conosciuta da ScoreCheck.</translation>
    </message>
    <message>
        <source>More than one legal move matches; FIDE&apos;s appendix asks for the origin file or rank.</source>
        <translation>Più di una mossa legale corrisponde; l&apos;appendice della FIDE richiede allora la colonna o la traversa di partenza.</translation>
    </message>
    <message>
        <source>FIDE accepts only algebraic notation on a scoresheet used as evidence; the arbiter should warn the player.</source>
        <translation>La FIDE accetta come prova solo un formulario in notazione algebrica; l&apos;arbitro dovrebbe avvertire il giocatore.</translation>
    </message>
    <message>
        <source>Not checked: the replay could not reach this entry with certainty.</source>
        <translation>Non verificata: la riproduzione non ha potuto raggiungere questa voce con certezza.</translation>
    </message>
    <message>
        <source>It can mean: %1</source>
        <translation>Può significare: %1</translation>
    </message>
</context>
<context>
    <name>Fen</name>
    <message>
        <source>The FEN is empty.</source>
        <translation>La FEN è vuota.</translation>
    </message>
    <message>
        <source>The FEN has only %1 fields; it needs at least 4 (placement, side to move, castling, en passant).</source>
        <translation>La FEN ha solo %1 campi; ne servono almeno 4 (disposizione, tratto, arrocco, en passant).</translation>
    </message>
    <message>
        <source>The FEN has more than 6 fields; &apos;%1&apos; is extra.</source>
        <translation>La FEN ha più di 6 campi; &apos;%1&apos; è di troppo.</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (PNBRQK for White, pnbrqk for Black) or a digit 1-8.</source>
        <translation>Disposizione dei pezzi: &apos;%1&apos; non è una lettera di pezzo (PNBRQK per il Bianco, pnbrqk per il Nero) né una cifra da 1 a 8.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares.</source>
        <translation>Disposizione dei pezzi: la traversa %1 ha più di 8 case.</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has fewer than 8 squares.</source>
        <translation>Disposizione dei pezzi: la traversa %1 ha meno di 8 case.</translation>
    </message>
    <message>
        <source>Piece placement: there must be exactly 8 ranks separated by &apos;/&apos;.</source>
        <translation>Disposizione dei pezzi: devono esserci esattamente 8 traverse separate da &apos;/&apos;.</translation>
    </message>
    <message>
        <source>Side to move: &apos;%1&apos; must be &apos;w&apos; or &apos;b&apos;.</source>
        <translation>Tratto: &apos;%1&apos; deve essere &apos;w&apos; o &apos;b&apos;.</translation>
    </message>
    <message>
        <source>Castling: &apos;%1&apos; is not a castling letter (K, Q, k, q, a file letter, or &apos;-&apos;).</source>
        <translation>Arrocco: &apos;%1&apos; non è una lettera di arrocco (K, Q, k, q, la lettera di una colonna o &apos;-&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; is given twice.</source>
        <translation>Arrocco: il diritto &apos;%1&apos; è indicato due volte.</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; is not a square (such as e3) or &apos;-&apos;.</source>
        <translation>En passant: &apos;%1&apos; non è una casa (come e3) né &apos;-&apos;.</translation>
    </message>
    <message>
        <source>Halfmove clock: &apos;%1&apos; is not a number.</source>
        <translation>Contatore delle semimosse: &apos;%1&apos; non è un numero.</translation>
    </message>
    <message>
        <source>Fullmove number: &apos;%1&apos; is not a number.</source>
        <translation>Numero della mossa: &apos;%1&apos; non è un numero.</translation>
    </message>
    <message>
        <source>Halfmove clock: %1 is out of range (0 to 65535).</source>
        <translation>Contatore delle semimosse: %1 è fuori intervallo (da 0 a 65535).</translation>
    </message>
    <message>
        <source>Fullmove number: %1 is out of range (0 to 65535).</source>
        <translation>Numero della mossa: %1 è fuori intervallo (da 0 a 65535).</translation>
    </message>
    <message>
        <source>The position has no white king.</source>
        <translation>Nella posizione manca il Re bianco.</translation>
    </message>
    <message>
        <source>The position has no black king.</source>
        <translation>Nella posizione manca il Re nero.</translation>
    </message>
    <message>
        <source>The position has more than one white king.</source>
        <translation>La posizione ha più di un Re bianco.</translation>
    </message>
    <message>
        <source>The position has more than one black king.</source>
        <translation>La posizione ha più di un Re nero.</translation>
    </message>
    <message>
        <source>A pawn stands on %1; pawns cannot be on the first or last rank.</source>
        <translation>Un pedone si trova in %1; i pedoni non possono stare sulla prima o sull&apos;ultima traversa.</translation>
    </message>
    <message>
        <source>The position has more than 8 white pawns.</source>
        <translation>La posizione ha più di 8 pedoni bianchi.</translation>
    </message>
    <message>
        <source>The position has more than 8 black pawns.</source>
        <translation>La posizione ha più di 8 pedoni neri.</translation>
    </message>
    <message>
        <source>The white pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>I pezzi bianchi non possono risultare da una partita: ci sono più pezzi promossi che pedoni mancanti.</translation>
    </message>
    <message>
        <source>The black pieces cannot arise in a game: there are more promoted pieces than missing pawns.</source>
        <translation>I pezzi neri non possono risultare da una partita: ci sono più pezzi promossi che pedoni mancanti.</translation>
    </message>
    <message>
        <source>The white king is in check although Black is to move: the position cannot arise.</source>
        <translation>Il Re bianco è sotto scacco benché il tratto sia al Nero: la posizione non può presentarsi in una partita.</translation>
    </message>
    <message>
        <source>The black king is in check although White is to move: the position cannot arise.</source>
        <translation>Il Re nero è sotto scacco benché il tratto sia al Bianco: la posizione non può presentarsi in una partita.</translation>
    </message>
    <message>
        <source>The white king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Il Re bianco è sotto scacco da più di due pezzi: la posizione non può presentarsi in una partita.</translation>
    </message>
    <message>
        <source>The black king is in check from more than two pieces: the position cannot arise.</source>
        <translation>Il Re nero è sotto scacco da più di due pezzi: la posizione non può presentarsi in una partita.</translation>
    </message>
    <message>
        <source>Side to move: &apos;s&apos; (schwarz) was read as Black (&apos;b&apos;).</source>
        <translation>Tratto: &apos;s&apos; (schwarz, nero in tedesco) è stato letto come Nero (&apos;b&apos;).</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was dropped: the king or the rook is not on its square.</source>
        <translation>Arrocco: il diritto &apos;%1&apos; è stato eliminato: il Re o la Torre non è sulla sua casa.</translation>
    </message>
    <message>
        <source>Castling: the right &apos;%1&apos; was read as Chess960 castling (king or rook off its usual square).</source>
        <translation>Arrocco: il diritto &apos;%1&apos; è stato letto come arrocco Chess960 (Re o Torre fuori dalla casa abituale).</translation>
    </message>
    <message>
        <source>En passant: &apos;%1&apos; was dropped: no pawn can just have made a double step past it.</source>
        <translation>En passant: &apos;%1&apos; è stato eliminato: nessun pedone può averla appena oltrepassata con un passo doppio.</translation>
    </message>
    <message>
        <source>Fullmove number: 0 was read as 1.</source>
        <translation>Numero della mossa: 0 è stato letto come 1.</translation>
    </message>
</context>
<context>
    <name>Finding</name>
    <message>
        <source>The move gives check, but no check mark (+) is written. The mark is optional (FIDE C.13).</source>
        <translation>La mossa dà scacco, ma non è scritto alcun segno di scacco (+). Il segno è facoltativo (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move mates, but no mate mark (#) is written. The mark is optional (FIDE C.13).</source>
        <translation>La mossa dà scaccomatto, ma non è scritto alcun segno di matto (#). Il segno è facoltativo (FIDE C.13).</translation>
    </message>
    <message>
        <source>The move captures, but no x is written. The capture mark is optional (FIDE C.9).</source>
        <translation>La mossa è una cattura, ma non è scritta alcuna x. Il segno di cattura è facoltativo (FIDE C.9).</translation>
    </message>
    <message>
        <source>The move captures en passant, but &apos;e.p.&apos; is not written. The mark is optional (FIDE C.9).</source>
        <translation>La mossa cattura en passant, ma &apos;e.p.&apos; non è scritto. L&apos;indicazione è facoltativa (FIDE C.9).</translation>
    </message>
    <message>
        <source>The check or mate mark does not match the position after the move.</source>
        <translation>Il segno di scacco o di matto non corrisponde alla posizione dopo la mossa.</translation>
    </message>
    <message>
        <source>A capture mark is written, but the move captures nothing.</source>
        <translation>È scritto un segno di cattura, ma la mossa non cattura nulla.</translation>
    </message>
    <message>
        <source>The capture is marked with a colon; FIDE&apos;s form uses x (C.9).</source>
        <translation>La cattura è segnata con i due punti; la forma della FIDE usa la x (C.9).</translation>
    </message>
    <message>
        <source>The pawn capture names only files (as &apos;ed&apos;); FIDE&apos;s form names the target square (exd5).</source>
        <translation>La cattura di pedone indica solo le colonne (come &apos;ed&apos;); la forma della FIDE indica la casa di arrivo (exd5).</translation>
    </message>
    <message>
        <source>A pawn capture must name the file the pawn leaves (exd5, FIDE C.9).</source>
        <translation>Una cattura di pedone deve indicare la colonna che il pedone lascia (exd5, FIDE C.9).</translation>
    </message>
    <message>
        <source>The origin is given although only one such piece can make this move (FIDE C.10 asks for it only when needed).</source>
        <translation>È indicata la casa di partenza benché un solo pezzo di quel tipo possa fare questa mossa (FIDE C.10 la richiede solo quando serve).</translation>
    </message>
    <message>
        <source>The rank is given where the file would tell the pieces apart; FIDE prefers the file (C.10).</source>
        <translation>È indicata la traversa dove la colonna basterebbe a distinguere i pezzi; la FIDE preferisce la colonna (C.10).</translation>
    </message>
    <message>
        <source>Long form with a hyphen; FIDE&apos;s long form joins the squares without one (Ng1f3, C.8).</source>
        <translation>Forma lunga con il trattino; la forma lunga della FIDE unisce le case senza trattino (Cg1f3, C.8).</translation>
    </message>
    <message>
        <source>A hyphen stands between the piece and its square; FIDE writes them together.</source>
        <translation>Tra il pezzo e la sua casa c&apos;è un trattino; la FIDE li scrive uniti.</translation>
    </message>
    <message>
        <source>A piece move is written as two squares without the piece letter (coordinate form).</source>
        <translation>La mossa di un pezzo è scritta come due case senza la lettera del pezzo (forma a coordinate).</translation>
    </message>
    <message>
        <source>A letter is written for the pawn; FIDE writes pawn moves without one (Appendix C).</source>
        <translation>È scritta una lettera per il pedone; la FIDE scrive le mosse di pedone senza lettera (Appendice C).</translation>
    </message>
    <message>
        <source>A figurine stands for the piece; on a scoresheet FIDE expects the letter of the piece.</source>
        <translation>Il pezzo è indicato da una figurina; su un formulario la FIDE si aspetta la lettera del pezzo.</translation>
    </message>
    <message>
        <source>&apos;e.p.&apos; is written, but the move is not an en-passant capture.</source>
        <translation>È scritto &apos;e.p.&apos;, ma la mossa non è una presa en passant.</translation>
    </message>
    <message>
        <source>The pawn reaches the last rank, but the new piece is not written; read as a queen (FIDE C.11 requires it).</source>
        <translation>Il pedone raggiunge l&apos;ultima traversa, ma il nuovo pezzo non è scritto; letto come Donna (FIDE C.11 richiede di indicarlo).</translation>
    </message>
    <message>
        <source>Promotion written with &apos;=&apos; (PGN); FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promozione scritta con &apos;=&apos; (PGN); la FIDE scrive il pezzo subito dopo la casa (d8Q, C.11).</translation>
    </message>
    <message>
        <source>Promotion written in brackets or after a slash; FIDE writes the piece right after the square (d8Q, C.11).</source>
        <translation>Promozione scritta tra parentesi o dopo una barra; la FIDE scrive il pezzo subito dopo la casa (d8Q, C.11).</translation>
    </message>
    <message>
        <source>The promotion piece is written in lower case (engine notation); FIDE uses the capital letter.</source>
        <translation>Il pezzo di promozione è scritto in minuscolo (notazione dei motori); la FIDE usa la lettera maiuscola.</translation>
    </message>
    <message>
        <source>Castling written with the letter O (PGN); FIDE writes it with zeros (0-0, C.13).</source>
        <translation>Arrocco scritto con la lettera O (PGN); la FIDE lo scrive con gli zeri (0-0, C.13).</translation>
    </message>
    <message>
        <source>Castling written as the king&apos;s move (e1g1); FIDE writes 0-0 or 0-0-0 (C.13).</source>
        <translation>Arrocco scritto come mossa del Re (e1g1); la FIDE scrive 0-0 o 0-0-0 (C.13).</translation>
    </message>
    <message>
        <source>The captured piece is named before the square (QxNd5); FIDE writes only the square (Qxd5).</source>
        <translation>Il pezzo catturato è indicato prima della casa (QxNd5); la FIDE scrive solo la casa (Qxd5).</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Line %1</source>
        <translation>Riga %1</translation>
    </message>
    <message>
        <source>Likely meant: %1.</source>
        <translation>Probabilmente si intendeva: %1.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Riga %1, colonna %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>Non è stato possibile verificare %n altra voce.</numerusform>
            <numerusform>Non è stato possibile verificare altre %n voci.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlagDialog</name>
    <message>
        <source>Ruling on a Flag Fall</source>
        <translation>Decisione su una caduta della bandierina</translation>
    </message>
    <message>
        <source>Whose flag fell:</source>
        <translation>Di chi è caduta la bandierina:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Bianco</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Nero</translation>
    </message>
    <message>
        <source>&amp;Moves required by the time control:</source>
        <translation>&amp;Mosse richieste dal controllo del tempo:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>The number of moves the time control asks by the time the flag fell (for instance 40); None when it asks for no number of moves.</source>
        <translation>Il numero di mosse che il controllo del tempo richiede entro la caduta della bandierina (per esempio 40); Nessuna quando non richiede un numero di mosse.</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Copia come te&amp;sto</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>White&apos;s flag fell at the start position.</source>
        <translation>La bandierina del Bianco è caduta nella posizione di partenza.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell at the start position.</source>
        <translation>La bandierina del Nero è caduta nella posizione di partenza.</translation>
    </message>
    <message>
        <source>White&apos;s flag fell after %1.</source>
        <translation>La bandierina del Bianco è caduta dopo %1.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell after %1.</source>
        <translation>La bandierina del Nero è caduta dopo %1.</translation>
    </message>
    <message>
        <source>The sheet has changed before the moment of the flag fall: this ruling no longer holds. Rule again from the Rulings menu.</source>
        <translation>Il formulario è cambiato prima del momento della caduta della bandierina: questa decisione non vale più. Decidere di nuovo dal menu Decisioni.</translation>
    </message>
    <message>
        <source>Deciding whether Black can still checkmate…</source>
        <translation>Si verifica se il Nero possa ancora dare scaccomatto…</translation>
    </message>
    <message>
        <source>Deciding whether White can still checkmate…</source>
        <translation>Si verifica se il Bianco possa ancora dare scaccomatto…</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Decidi</translation>
    </message>
    <message>
        <source>White&apos;s flag fell.</source>
        <translation>È caduta la bandierina del Bianco.</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell.</source>
        <translation>È caduta la bandierina del Nero.</translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message>
        <source>White loses on time: Black can still checkmate (6.9).</source>
        <translation>Il Bianco perde per tempo: il Nero può ancora dare scaccomatto (6.9).</translation>
    </message>
    <message>
        <source>Black loses on time: White can still checkmate (6.9).</source>
        <translation>Il Nero perde per tempo: il Bianco può ancora dare scaccomatto (6.9).</translation>
    </message>
    <message>
        <source>Drawn: White&apos;s flag fell, but Black cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Patta: la bandierina del Bianco è caduta, ma il Nero non può dare scaccomatto con nessuna serie di mosse legali (6.9).</translation>
    </message>
    <message>
        <source>Drawn: Black&apos;s flag fell, but White cannot checkmate by any series of legal moves (6.9).</source>
        <translation>Patta: la bandierina del Nero è caduta, ma il Bianco non può dare scaccomatto con nessuna serie di mosse legali (6.9).</translation>
    </message>
    <message>
        <source>No loss: White had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Non perde: il Bianco aveva completato le %1 mosse richieste dal controllo del tempo prima della caduta della bandierina.</translation>
    </message>
    <message>
        <source>No loss: Black had completed the %1 moves the time control asks before the flag fell.</source>
        <translation>Non perde: il Nero aveva completato le %1 mosse richieste dal controllo del tempo prima della caduta della bandierina.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2 (%3): the flag fall changes nothing.</source>
        <translation>La partita era già terminata per %1 dopo la semimossa %2 (%3): la caduta della bandierina non cambia nulla.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1, so it cannot show whether the %2 moves were completed; the arbiter decides from other evidence, such as the opponent&apos;s sheet (8.6).</source>
        <translation>Non determinabile da questo formulario: è verificato solo fino alla mossa %1, quindi non può mostrare se le %2 mosse siano state completate; l&apos;arbitro decide in base ad altri elementi, come il formulario dell&apos;avversario (8.6).</translation>
    </message>
    <message>
        <source>Not decided from this sheet: it is verified only to move %1 (it goes on to move %2), so the position when the flag fell is not known.</source>
        <translation>Non determinabile da questo formulario: è verificato solo fino alla mossa %1 (prosegue fino alla mossa %2), quindi la posizione al momento della caduta della bandierina non è nota.</translation>
    </message>
    <message>
        <source>Not decided: whether Black can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Non determinato: l&apos;analisi non ha stabilito entro il suo limite se il Nero possa ancora dare scaccomatto; decide l&apos;arbitro (6.9).</translation>
    </message>
    <message>
        <source>Not decided: whether White can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (6.9).</source>
        <translation>Non determinato: l&apos;analisi non ha stabilito entro il suo limite se il Bianco possa ancora dare scaccomatto; decide l&apos;arbitro (6.9).</translation>
    </message>
    <message>
        <source>Moves completed by White: %1.</source>
        <translation>Mosse completate dal Bianco: %1.</translation>
    </message>
    <message>
        <source>Moves completed by Black: %1.</source>
        <translation>Mosse completate dal Nero: %1.</translation>
    </message>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>Il controllo del tempo richiede %n mossa.</numerusform>
            <numerusform>Il controllo del tempo richiede %n mosse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every entry is checked.</source>
        <translation>Ogni voce è verificata.</translation>
    </message>
    <message>
        <source>Verified to move %1 only: the sheet goes on to move %2, not checked.</source>
        <translation>Verificato solo fino alla mossa %1: il formulario prosegue fino alla mossa %2 senza verifica.</translation>
    </message>
    <message>
        <source>The last move, %1, was made but not completed: the clock was not pressed (6.2.1).</source>
        <translation>L&apos;ultima mossa, %1, è stata eseguita ma non completata: l&apos;orologio non è stato premuto (6.2.1).</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Per esempio: %1</translation>
    </message>
</context>
<context>
    <name>FlagRulingView</name>
    <message>
        <source>Result: %1</source>
        <translation>Risultato: %1</translation>
    </message>
    <message>
        <source>Article 6.9: except where the game has already ended (5.1.1 to 5.2.3), a player who does not complete the prescribed number of moves in the allotted time loses the game; but the game is drawn if the opponent cannot checkmate the player&apos;s king by any possible series of legal moves.</source>
        <translation>Articolo 6.9: salvo che la partita sia già terminata (da 5.1.1 a 5.2.3), il giocatore che non completa il numero di mosse prescritto nel tempo assegnato perde la partita; tuttavia la partita è patta se l&apos;avversario non può dare scaccomatto al Re del giocatore con nessuna possibile serie di mosse legali.</translation>
    </message>
</context>
<context>
    <name>GameDetails</name>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>YYYY.MM.DD</source>
        <translation>AAAA.MM.GG</translation>
    </message>
    <message>
        <source>Kept with the sheet and written into the exported PGN as its %1 tag.</source>
        <translation>Salvato con il formulario e scritto nel PGN esportato come tag %1.</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Search: player, event, round, date</source>
        <translation>Cerca: giocatore, torneo, turno, data</translation>
    </message>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Lettura di %1: finora %n partita…</numerusform>
            <numerusform>Lettura di %1: finora %n partite…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 contiene %n partita. Quale?</numerusform>
            <numerusform>%1 contiene %n partite. Quale?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResult</name>
    <message>
        <source>the Result field says %1</source>
        <translation>il campo Risultato indica %1</translation>
    </message>
    <message>
        <source>the sheet says %1</source>
        <translation>il formulario indica %1</translation>
    </message>
    <message>
        <source>the board says %1</source>
        <translation>la scacchiera indica %1</translation>
    </message>
    <message>
        <source>The results disagree: %1.</source>
        <translation>I risultati non concordano: %1.</translation>
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
        <translation>forma breve della FIDE (Appendice C)</translation>
    </message>
    <message>
        <source>the same with English letters (C.2)</source>
        <translation>la stessa con le lettere inglesi (C.2)</translation>
    </message>
    <message>
        <source>figurines instead of the letters, recommended in print (C.3)</source>
        <translation>figurine al posto delle lettere, raccomandate nelle pubblicazioni a stampa (C.3)</translation>
    </message>
    <message>
        <source>with the square of departure: acceptable (C.8)</source>
        <translation>con la casa di partenza: accettabile (C.8)</translation>
    </message>
    <message>
        <source>readable, but the Laws&apos; long form has no hyphen (C.8)</source>
        <translation>leggibile, ma la forma lunga del Regolamento non ha il trattino (C.8)</translation>
    </message>
    <message>
        <source>chess engines&apos; coordinates, not for a scoresheet</source>
        <translation>coordinate dei motori scacchistici, non per un formulario</translation>
    </message>
    <message>
        <source>correspondence chess; not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>scacchi per corrispondenza; non algebrica, quindi non vale come prova su un formulario FIDE (Appendice C)</translation>
    </message>
    <message>
        <source>not algebraic, so no evidence on a FIDE scoresheet (Appendix C)</source>
        <translation>non algebrica, quindi non vale come prova su un formulario FIDE (Appendice C)</translation>
    </message>
    <message>
        <source>How %1 is written</source>
        <translation>Come si scrive %1</translation>
    </message>
    <message>
        <source>Why it is written so</source>
        <translation>Perché si scrive così</translation>
    </message>
    <message>
        <source>No move yet. Put the cursor on a move of the sheet, or step through the game, to see how it is written and why.</source>
        <translation>Ancora nessuna mossa. Mettere il cursore su una mossa del formulario, o scorrere la partita, per vedere come si scrive e perché.</translation>
    </message>
</context>
<context>
    <name>IllegalMove</name>
    <message>
        <source>%1&apos;s first completed illegal move, %2: the position before it is reinstated and %3 gets extra time (7.5.1, 7.5.5).</source>
        <translation>Prima mossa illegale completata del %1, %2: si ripristina la posizione precedente e il %3 riceve tempo supplementare (7.5.1, 7.5.5).</translation>
    </message>
    <message>
        <source>%1 loses: %2 is %1&apos;s second completed illegal move, and %3 can still checkmate (7.5.5).</source>
        <translation>Il %1 perde: %2 è la seconda mossa illegale completata del %1, e il %3 può ancora dare scaccomatto (7.5.5).</translation>
    </message>
    <message>
        <source>Drawn: %2 is %1&apos;s second completed illegal move, but %3 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Patta: %2 è la seconda mossa illegale completata del %1, ma il %3 non può dare scaccomatto con nessuna serie di mosse legali (7.5.5).</translation>
    </message>
    <message>
        <source>Not decided: %2 is %1&apos;s second completed illegal move, but whether %3 can still checkmate was not settled within the analysis&apos; limit; the arbiter decides (7.5.5).</source>
        <translation>Non determinato: %2 è la seconda mossa illegale completata del %1, ma l&apos;analisi non ha stabilito entro il suo limite se il %3 possa ancora dare scaccomatto; decide l&apos;arbitro (7.5.5).</translation>
    </message>
    <message>
        <source>No illegal move: %1 reads as a legal move. If another move was made on the board, correct the entry to it first.</source>
        <translation>Nessuna mossa illegale: %1 si legge come una mossa legale. Se sulla scacchiera è stata giocata un&apos;altra mossa, correggere prima la voce con quella mossa.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: %1 cannot be read, so it does not show the move that was made. Correct the entry to the move made on the board first.</source>
        <translation>Non determinabile da questo formulario: %1 non si può leggere, quindi non mostra la mossa che è stata giocata. Correggere prima la voce con la mossa giocata sulla scacchiera.</translation>
    </message>
    <message>
        <source>The game had already ended with %1&apos;s second completed illegal move, %2 (7.5.5): %3 changes nothing.</source>
        <translation>La partita era già terminata con la seconda mossa illegale completata del %1, %2 (7.5.5): %3 non cambia nulla.</translation>
    </message>
    <message>
        <source>The game had already ended by %1 after ply %2: %3 changes nothing.</source>
        <translation>La partita era già terminata per %1 dopo la semimossa %2: %3 non cambia nulla.</translation>
    </message>
    <message>
        <source>Not decided from this sheet: the replay stops at %1 (%2), before %3, so the position %3 was made in is not known. Mend the sheet up to there first; if %1 was itself an illegal move completed and taken back, mark it so.</source>
        <translation>Non determinabile da questo formulario: la riproduzione si ferma a %1 (%2), prima di %3, quindi la posizione in cui %3 è stata giocata non è nota. Correggere prima il formulario fino a quel punto; se %1 era a sua volta una mossa illegale completata e ritirata, segnarla come tale.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; blitz: B.3 with A.3); two minutes where the event applies B.2, one arbiter for each game.</source>
        <translation>L&apos;arbitro aggiunge un minuto al tempo di riflessione residuo del %1 (7.5.5; gioco lampo: B.3 con A.3); due minuti se la competizione applica B.2, con un arbitro per ogni partita.</translation>
    </message>
    <message>
        <source>The arbiter adds one minute to %1&apos;s remaining thinking time (7.5.5; rapid chess: A.3).</source>
        <translation>L&apos;arbitro aggiunge un minuto al tempo di riflessione residuo del %1 (7.5.5; gioco rapido: A.3).</translation>
    </message>
    <message>
        <source>The arbiter adds two minutes to %1&apos;s remaining thinking time (7.5.5).</source>
        <translation>L&apos;arbitro aggiunge due minuti al tempo di riflessione residuo del %1 (7.5.5).</translation>
    </message>
    <message>
        <source>The arbiter sets up the position immediately before the illegal move, and %1 makes a move in it, under the rules of touching: the piece touched for the illegal move must be moved if it can be (7.5.1, 4.3, 4.7).</source>
        <translation>L&apos;arbitro ripristina la posizione immediatamente precedente la mossa illegale, e il %1 vi gioca una mossa secondo le regole del pezzo toccato: il pezzo toccato per la mossa illegale deve essere mosso se è possibile (7.5.1, 4.3, 4.7).</translation>
    </message>
    <message>
        <source>Position to reinstate: %1</source>
        <translation>Posizione da ripristinare: %1</translation>
    </message>
    <message>
        <source>A second completed illegal move by %1 will lose the game, unless %2 cannot checkmate by any series of legal moves (7.5.5).</source>
        <translation>Una seconda mossa illegale completata del %1 gli farà perdere la partita, a meno che il %2 non possa dare scaccomatto con nessuna serie di mosse legali (7.5.5).</translation>
    </message>
    <message>
        <source>Result: %1.</source>
        <translation>Risultato: %1.</translation>
    </message>
    <message>
        <source>Completed illegal moves by %1: %2 (%3).</source>
        <translation>Mosse illegali completate del %1: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 is marked as taken back but does not read as an illegal move: not counted.</source>
        <translation>%1 è segnata come ritirata ma non si legge come una mossa illegale: non conteggiata.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>For instance: %1</source>
        <translation>Per esempio: %1</translation>
    </message>
</context>
<context>
    <name>IllegalMoveDialog</name>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Decisione su una mossa illegale</translation>
    </message>
    <message>
        <source>Illegal move completed on the board: %1</source>
        <translation>Mossa illegale completata sulla scacchiera: %1</translation>
    </message>
    <message>
        <source>R&amp;ate of play:</source>
        <translation>C&amp;adenza di gioco:</translation>
    </message>
    <message>
        <source>&amp;Mark as Taken Back</source>
        <translation>&amp;Segna come ritirata</translation>
    </message>
    <message>
        <source>Marks the entry on the sheet as an illegal move completed and taken back: the replay goes on from the position before it, with the same player to move (7.5.1).</source>
        <translation>Segna la voce sul formulario come una mossa illegale completata e ritirata: la riproduzione prosegue dalla posizione precedente, con il tratto allo stesso giocatore (7.5.1).</translation>
    </message>
    <message>
        <source>&amp;Copy as Text</source>
        <translation>Copia come &amp;testo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>&amp;Rule</source>
        <translation>&amp;Decidi</translation>
    </message>
    <message>
        <source>Articles 7.5.1 and 7.5.5: once a player has pressed the clock after an illegal move, the position immediately before it is reinstated; for the player&apos;s first completed illegal move the opponent gets two minutes extra time (one in rapid and blitz), and the second loses the game, unless the opponent cannot checkmate the player&apos;s king by any possible series of legal moves: then the game is drawn.</source>
        <translation>Articoli 7.5.1 e 7.5.5: quando un giocatore ha premuto l&apos;orologio dopo una mossa illegale, si ripristina la posizione immediatamente precedente; per la prima mossa illegale completata di un giocatore l&apos;avversario riceve due minuti di tempo supplementare (uno nel rapid e nel blitz), e la seconda fa perdere la partita, salvo che l&apos;avversario non possa dare scaccomatto al Re del giocatore con nessuna possibile serie di mosse legali: allora la partita è patta.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>English</source>
        <translation>inglese</translation>
    </message>
    <message>
        <source>German</source>
        <translation>tedesco</translation>
    </message>
    <message>
        <source>Danish</source>
        <translation>danese</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>svedese</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norvegese</translation>
    </message>
    <message>
        <source>Estonian</source>
        <translation>estone</translation>
    </message>
    <message>
        <source>Finnish</source>
        <translation>finlandese</translation>
    </message>
    <message>
        <source>French</source>
        <translation>francese</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>olandese</translation>
    </message>
    <message>
        <source>Icelandic</source>
        <translation>islandese</translation>
    </message>
    <message>
        <source>Italian</source>
        <translation>italiano</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>spagnolo</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polacco</translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation>portoghese</translation>
    </message>
    <message>
        <source>Romanian</source>
        <translation>rumeno</translation>
    </message>
    <message>
        <source>Czech</source>
        <translation>ceco</translation>
    </message>
    <message>
        <source>Hungarian</source>
        <translation>ungherese</translation>
    </message>
    <message>
        <source>Hebrew</source>
        <translation>ebraico</translation>
    </message>
    <message>
        <source>Russian</source>
        <translation>russo</translation>
    </message>
    <message>
        <source>Ukrainian</source>
        <translation>ucraino</translation>
    </message>
    <message>
        <source>Bulgarian</source>
        <translation>bulgaro</translation>
    </message>
    <message>
        <source>Serbian (Cyrillic)</source>
        <translation>serbo (cirillico)</translation>
    </message>
    <message>
        <source>Croatian, Serbian (Latin), Bosnian, Slovenian</source>
        <translation>croato, serbo (latino), bosniaco, sloveno</translation>
    </message>
    <message>
        <source>Slovak</source>
        <translation>slovacco</translation>
    </message>
    <message>
        <source>Greek</source>
        <translation>greco</translation>
    </message>
    <message>
        <source>Turkish</source>
        <translation>turco</translation>
    </message>
    <message>
        <source>Lithuanian</source>
        <translation>lituano</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>vietnamita</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>indonesiano</translation>
    </message>
    <message>
        <source>Albanian</source>
        <translation>albanese</translation>
    </message>
    <message>
        <source>Catalan</source>
        <translation>catalano</translation>
    </message>
    <message>
        <source>Afrikaans</source>
        <translation>afrikaans</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game Details</source>
        <translation>Dati della partita</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copia FEN</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Rilievi</translation>
    </message>
    <message>
        <source>For the arbiter</source>
        <translation>Per l&apos;arbitro</translation>
    </message>
    <message>
        <source>Nothing to check yet: type the sheet above.</source>
        <translation>Ancora niente da verificare: digitare il formulario qui sopra.</translation>
    </message>
    <message>
        <source>No problems found.</source>
        <translation>Nessun problema rilevato.</translation>
    </message>
    <message>
        <source>Reconstruction</source>
        <translation>ricostruzione</translation>
    </message>
    <message>
        <source>The Other Player&apos;s Sheet</source>
        <translation>Il formulario dell&apos;altro giocatore</translation>
    </message>
    <message>
        <source>Scoresheets and PGN (*.txt *.pgn);;All files (*)</source>
        <translation>Formulari e PGN (*.txt *.pgn);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronta</translation>
    </message>
    <message>
        <source>Ruling on an Illegal Move</source>
        <translation>Decisione su una mossa illegale</translation>
    </message>
    <message>
        <source>The sheet has no entries yet: type the game up to the illegal move first.</source>
        <translation>Il formulario non ha ancora voci: digitare prima la partita fino alla mossa illegale.</translation>
    </message>
    <message>
        <source>Mark as Taken Back</source>
        <translation>segnatura come ritirata</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>A line of the sheet reads as a PGN tag line, so the game details and the start position cannot be saved with it: the sheet was saved without them. Export PGN keeps them.</source>
        <translation>Una riga del formulario si legge come una riga di tag PGN, quindi i dati della partita e la posizione di partenza non possono essere salvati con esso: il formulario è stato salvato senza di essi. Esporta PGN li conserva.</translation>
    </message>
    <message>
        <source>Save the scoresheet</source>
        <translation>Salva il formulario</translation>
    </message>
    <message>
        <source>Scoresheets (*.txt)</source>
        <translation>Formulari (*.txt)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>The sheet has changes that are not saved. Save them?</source>
        <translation>Il formulario contiene modifiche non salvate. Salvarle?</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partita %2</translation>
    </message>
    <message>
        <source>Example: the FIDE sample game</source>
        <translation>Esempio: la partita modello della FIDE</translation>
    </message>
    <message>
        <source>Untitled sheet</source>
        <translation>Formulario senza titolo</translation>
    </message>
    <message>
        <source>%1[*] — ScoreCheck</source>
        <translation>%1[*] — ScoreCheck</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>posizione di partenza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>Guida &amp;utente</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>What the &amp;Marks Mean</source>
        <translation>Significato dei &amp;contrassegni</translation>
    </message>
    <message>
        <source>What&apos;s &amp;This?</source>
        <translation>Che cos&apos;è &amp;questo?</translation>
    </message>
    <message>
        <source>&amp;About ScoreCheck</source>
        <translation>&amp;Informazioni su ScoreCheck</translation>
    </message>
    <message>
        <source>&lt;b&gt;The sheet&lt;/b&gt;&lt;p&gt;Type the scoresheet here as it is written, in any notation and language. Each entry is underlined by its verdict (Help ▸ What the Marks Mean); right-click an entry for the moves it likely means.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Il formulario&lt;/b&gt;&lt;p&gt;Digitare qui il formulario così come è scritto, in qualsiasi notazione e lingua. Ogni voce è sottolineata secondo il suo verdetto (Aiuto ▸ Significato dei contrassegni); con il clic destro su una voce si vedono le mosse che probabilmente indica.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The scoresheet table&lt;/b&gt;&lt;p&gt;The entries by move number, White and Black, with each verdict&apos;s symbol and colour. Choose a cell to see the position after it on the board and in the arbiter&apos;s panel.&lt;/p&gt;</source>
        <translation>&lt;b&gt;La tabella del formulario&lt;/b&gt;&lt;p&gt;Le voci per numero della mossa, Bianco e Nero, con il simbolo e il colore di ciascun verdetto. Scegliere una cella per vedere la posizione che ne risulta sulla scacchiera e nel pannello dell&apos;arbitro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The board&lt;/b&gt;&lt;p&gt;The position after the entry under the cursor, or the chosen cell of the table. Its FEN is below it, to copy.&lt;/p&gt;</source>
        <translation>&lt;b&gt;La scacchiera&lt;/b&gt;&lt;p&gt;La posizione dopo la voce sotto il cursore, o dopo la cella scelta nella tabella. La sua FEN è qui sotto, da copiare.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt;&lt;p&gt;Every entry that is not correct, with what is wrong and the likely move. Click one to go to the entry in the sheet.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Rilievi&lt;/b&gt;&lt;p&gt;Ogni voce che non è corretta, con ciò che non va e la mossa probabile. Fare clic su un rilievo per andare alla voce nel formulario.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The arbiter&apos;s panel&lt;/b&gt;&lt;p&gt;What an arbiter checks at this moment: repetitions, the fifty-move count, the moves completed, the result written and the result on the board. The Rulings menu rules on claims, flag falls and illegal moves from here.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Il pannello dell&apos;arbitro&lt;/b&gt;&lt;p&gt;Ciò che un arbitro verifica in questo momento: le ripetizioni, il conteggio delle cinquanta mosse, le mosse completate, il risultato scritto e il risultato sulla scacchiera. Da qui il menu Decisioni decide sulle richieste, sulle cadute della bandierina e sulle mosse illegali.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game details&lt;/b&gt;&lt;p&gt;The players, event, date, round and result, written into the PGN the sheet is exported as.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Dati della partita&lt;/b&gt;&lt;p&gt;I giocatori, il torneo, la data, il turno e il risultato, scritti nel PGN in cui il formulario viene esportato.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>Formulario</translation>
    </message>
    <message>
        <source>Notation on the sheet:</source>
        <translation>Notazione sul formulario:</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>Automatica</translation>
    </message>
    <message>
        <source>Notation Language</source>
        <translation>lingua della notazione</translation>
    </message>
    <message>
        <source>Show moves as:</source>
        <translation>Mostra le mosse in:</translation>
    </message>
    <message>
        <source>As on the sheet</source>
        <translation>Come sul formulario</translation>
    </message>
    <message>
        <source>SAN, %1</source>
        <translation>SAN, %1</translation>
    </message>
    <message>
        <source>Figurines</source>
        <translation>Figurine</translation>
    </message>
    <message>
        <source>Long algebraic</source>
        <translation>Algebrica lunga</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Inizio</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successiva ▶</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Fine ▶|</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Capovolgi la scacchiera</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuovo</translation>
    </message>
    <message>
        <source>Open a scoresheet</source>
        <translation>Apri un formulario</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salva &amp;con nome...</translation>
    </message>
    <message>
        <source>&amp;Export PGN...</source>
        <translation>&amp;Esporta PGN...</translation>
    </message>
    <message>
        <source>A&amp;dd to PGN File...</source>
        <translation>A&amp;ggiungi a un file PGN...</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>Co&amp;pia PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Esc&amp;i</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Riparazione</translation>
    </message>
    <message>
        <source>&amp;Reconstruct Game...</source>
        <translation>&amp;Ricostruisci la partita...</translation>
    </message>
    <message>
        <source>&amp;Compare with the Other Player&apos;s Sheet...</source>
        <translation>&amp;Confronta con il formulario dell&apos;altro giocatore...</translation>
    </message>
    <message>
        <source>R&amp;ulings</source>
        <translation>&amp;Decisioni</translation>
    </message>
    <message>
        <source>Claim &amp;Threefold Repetition...</source>
        <translation>Richiesta per &amp;triplice ripetizione...</translation>
    </message>
    <message>
        <source>Claim &amp;Fifty Moves...</source>
        <translation>Richiesta per la regola delle &amp;cinquanta mosse...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;White...</source>
        <translation>Caduta della bandierina: &amp;Bianco...</translation>
    </message>
    <message>
        <source>Flag Fall: &amp;Black...</source>
        <translation>Caduta della bandierina: &amp;Nero...</translation>
    </message>
    <message>
        <source>&amp;Illegal Move Completed...</source>
        <translation>Mossa &amp;illegale completata...</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Print Report...</source>
        <translation>S&amp;tampa rapporto...</translation>
    </message>
    <message>
        <source>Export Report as PD&amp;F...</source>
        <translation>Esporta rapporto in P&amp;DF...</translation>
    </message>
    <message>
        <source>Add Diagram Here</source>
        <translation>Aggiungi un diagramma qui</translation>
    </message>
    <message>
        <source>Start &amp;Position...</source>
        <translation>&amp;Posizione di partenza...</translation>
    </message>
    <message>
        <source>How is this move written?</source>
        <translation>Come si scrive questa mossa?</translation>
    </message>
    <message>
        <source>Move on the Board</source>
        <translation>mossa sulla scacchiera</translation>
    </message>
    <message>
        <source>The scoresheet as written, one entry after another. Each entry is checked as it is typed; Tab leaves the sheet.</source>
        <translation>Il formulario come è scritto, una voce dopo l&apos;altra. Ogni voce è controllata mentre la si scrive; Tab esce dal formulario.</translation>
    </message>
    <message>
        <source>Every entry that is not correct, with what is wrong and the likely move. Enter goes to the entry in the sheet.</source>
        <translation>Ogni voce che non è corretta, con ciò che non va e la mossa probabile. Invio porta alla voce nel formulario.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <source>The position after the entry under the cursor or the table&apos;s chosen cell.</source>
        <translation>La posizione dopo la voce sotto il cursore, o dopo la cella scelta nella tabella.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>The position on the board written as FEN, to copy.</source>
        <translation>La posizione sulla scacchiera scritta in FEN, da copiare.</translation>
    </message>
    <message>
        <source>Copies the FEN of the position on the board to the clipboard.</source>
        <translation>Copia la FEN della posizione sulla scacchiera negli appunti.</translation>
    </message>
    <message>
        <source>Scoresheet table</source>
        <translation>Tabella del formulario</translation>
    </message>
    <message>
        <source>The moves by number, White and Black, each with its verdict. The arrow keys move between the cells; the board shows the position after the chosen one.</source>
        <translation>Le mosse per numero, Bianco e Nero, ciascuna con il suo verdetto. I tasti freccia passano da una cella all&apos;altra; la scacchiera mostra la posizione dopo quella scelta.</translation>
    </message>
    <message>
        <source>Draw offers, repetitions, the fifty-move count, moves completed and the result, at this moment of the game.</source>
        <translation>Proposte di patta, ripetizioni, il conteggio delle cinquanta mosse, le mosse completate e il risultato, in questo momento della partita.</translation>
    </message>
    <message>
        <source>Notation on the sheet</source>
        <translation>Notazione sul formulario</translation>
    </message>
    <message>
        <source>The language of the sheet&apos;s piece letters; Automatic finds it from the moves.</source>
        <translation>La lingua delle lettere dei pezzi del formulario; Automatico la ricava dalle mosse.</translation>
    </message>
    <message>
        <source>Show moves as</source>
        <translation>Mostra le mosse in</translation>
    </message>
    <message>
        <source>The notation the table, the findings and the panels write moves in.</source>
        <translation>La notazione in cui la tabella, i rilievi e i pannelli scrivono le mosse.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Shows the position before the first move.</source>
        <translation>Mostra la posizione prima della prima mossa.</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Precedente</translation>
    </message>
    <message>
        <source>Shows the position one move earlier.</source>
        <translation>Mostra la posizione una mossa prima.</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Successiva</translation>
    </message>
    <message>
        <source>Shows the position one move later.</source>
        <translation>Mostra la posizione una mossa dopo.</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Shows the position after the last move.</source>
        <translation>Mostra la posizione dopo l&apos;ultima mossa.</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White.</source>
        <translation>Capovolge la scacchiera: il Nero in basso, o il Bianco.</translation>
    </message>
    <message>
        <source>Zoom: %1 %</source>
        <translation>Zoom: %1%</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Rimpicciolisci</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Dimensione reale</translation>
    </message>
    <message>
        <source>Long algebraic with hyphen</source>
        <translation>Algebrica lunga con trattino</translation>
    </message>
    <message>
        <source>UCI</source>
        <translation>UCI</translation>
    </message>
    <message>
        <source>ICCF numeric</source>
        <translation>Numerica ICCF</translation>
    </message>
    <message>
        <source>English descriptive</source>
        <translation>Descrittiva inglese</translation>
    </message>
    <message>
        <source>Side panels</source>
        <translation>Pannelli laterali</translation>
    </message>
    <message>
        <source>For the arbiter, and how the move is written, one at a time; the arrow keys on the tabs switch between them.</source>
        <translation>Per l&apos;arbitro, e come si scrive la mossa, uno alla volta; i tasti freccia sulle schede passano dall&apos;uno all&apos;altro.</translation>
    </message>
</context>
<context>
    <name>MarksLegend</name>
    <message>
        <source>Algebraic, legal, and written in a form the FIDE Laws allow (Appendix C).</source>
        <translation>Algebrica, legale e scritta in una forma ammessa dal Regolamento FIDE (Appendice C).</translation>
    </message>
    <message>
        <source>Algebraic and legal, but in a form the Laws do not give, or with a wrong mark.</source>
        <translation>Algebrica e legale, ma in una forma che il Regolamento non prevede, o con un segno sbagliato.</translation>
    </message>
    <message>
        <source>Legal, but in a system FIDE does not accept as evidence (descriptive, for instance).</source>
        <translation>Legale, ma in un sistema che la FIDE non accetta come prova (per esempio la notazione descrittiva).</translation>
    </message>
    <message>
        <source>Reads as two or more legal moves.</source>
        <translation>Si legge come due o più mosse legali.</translation>
    </message>
    <message>
        <source>Readable, but no legal move matches it.</source>
        <translation>Leggibile, ma nessuna mossa legale vi corrisponde.</translation>
    </message>
    <message>
        <source>Matches no notation at all.</source>
        <translation>Non corrisponde ad alcuna notazione.</translation>
    </message>
    <message>
        <source>Not judged: the replay could not reach this entry with certainty.</source>
        <translation>Non giudicata: la riproduzione non ha potuto raggiungere questa voce con certezza.</translation>
    </message>
    <message>
        <source>What the Marks Mean</source>
        <translation>Significato dei contrassegni</translation>
    </message>
    <message>
        <source>The sheet underlines each entry by its verdict; the table shows its symbol and colour.</source>
        <translation>Il formulario sottolinea ogni voce secondo il suo verdetto; la tabella ne mostra il simbolo e il colore.</translation>
    </message>
    <message>
        <source>In the sheet</source>
        <translation>Nel formulario</translation>
    </message>
    <message>
        <source>In the table</source>
        <translation>Nella tabella</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdetto</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>Significato</translation>
    </message>
</context>
<context>
    <name>MoveCompletion</name>
    <message>
        <source>What is typed fits several moves; this is one of them (C.10).</source>
        <translation>Ciò che è stato digitato corrisponde a più mosse; questa è una di esse (C.10).</translation>
    </message>
</context>
<context>
    <name>MoveTableModel</name>
    <message>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Mossa %1</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4, with a draw offer</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Mossa %1, %2: %3, %4, con proposta di patta</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4</source>
        <comment>a cell of the move table read aloud: move number, side, move, verdict</comment>
        <translation>Mossa %1, %2: %3, %4</translation>
    </message>
    <message>
        <source>still being typed</source>
        <translation>ancora in digitazione</translation>
    </message>
</context>
<context>
    <name>Pgn</name>
    <message>
        <source>line %1: not a tag line of the form [Name &quot;value&quot;]</source>
        <translation>riga %1: non è una riga di tag della forma [Nome &quot;valore&quot;]</translation>
    </message>
    <message>
        <source>line %1, column %2: the tag line has no closing ]</source>
        <translation>riga %1, colonna %2: la riga di tag non ha la ] di chiusura</translation>
    </message>
    <message>
        <source>line %1, column %2: binary content, not text; the game was not checked</source>
        <translation>riga %1, colonna %2: contenuto binario, non testo; la partita non è stata verificata</translation>
    </message>
    <message>
        <source>line %1: the game is not UTF-8; it was read as Latin-1</source>
        <translation>riga %1: la partita non è in UTF-8; è stata letta come Latin-1</translation>
    </message>
    <message>
        <source>line %1: the game is longer than %2 MB, more than any game can be; it was not checked</source>
        <translation>riga %1: la partita supera %2 MB, più di quanto possa essere lunga qualsiasi partita; non è stata verificata</translation>
    </message>
    <message>
        <source>the FEN tag is unusable: %1</source>
        <translation>il tag FEN non è utilizzabile: %1</translation>
    </message>
    <message>
        <source>As written:</source>
        <translation>Come scritto:</translation>
    </message>
    <message>
        <source>The replay stops here, at %1 %2: %3. The rest of the sheet as written:</source>
        <translation>La riproduzione si ferma qui, a %1 %2: %3. Il resto del formulario così come è scritto:</translation>
    </message>
    <message>
        <source>The result written on the sheet:</source>
        <translation>Il risultato scritto sul formulario:</translation>
    </message>
    <message>
        <source>Illegal move completed and taken back (FIDE 7.5.1):</source>
        <translation>Mossa illegale completata e ritirata (FIDE 7.5.1):</translation>
    </message>
    <message>
        <source>draw offer</source>
        <translation>offerta di patta</translation>
    </message>
    <message>
        <source>Variation as written:</source>
        <translation>Variante come scritta:</translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>La riproduzione si ferma alla riga %1, %2 %3 (%4): il PGN contiene le mosse precedenti, e il resto del formulario, %n voce, vi entra come commento.</numerusform>
            <numerusform>La riproduzione si ferma alla riga %1, %2 %3 (%4): il PGN contiene le mosse precedenti, e il resto del formulario, %n voci, vi entra come commento.</numerusform>
        </translation>
    </message>
    <message>
        <source>The PGN gives %1: the Result field when it is filled in, else the board, else the sheet.</source>
        <translation>Il PGN riporta %1: il campo Risultato quando è compilato, altrimenti la scacchiera, altrimenti il formulario.</translation>
    </message>
</context>
<context>
    <name>PgnExporter</name>
    <message>
        <source>Export the game all the same?</source>
        <translation>Esportare comunque la partita?</translation>
    </message>
    <message>
        <source>Export PGN</source>
        <translation>Esporta PGN</translation>
    </message>
    <message>
        <source>PGN (*.pgn)</source>
        <translation>PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy PGN</source>
        <translation>Copia PGN</translation>
    </message>
    <message>
        <source>Add to PGN File</source>
        <translation>Aggiungi a un file PGN</translation>
    </message>
    <message>
        <source>%1 already holds this game (same details and moves) as game %2. Add it again at the end?</source>
        <translation>%1 contiene già questa partita (stessi dati e stesse mosse) come partita %2. Aggiungerla di nuovo alla fine?</translation>
    </message>
    <message>
        <source>Add the game at the end of %1? The games in it stay as they are.</source>
        <translation>Aggiungere la partita alla fine di %1? Le partite che contiene restano come sono.</translation>
    </message>
    <message>
        <source>Make the PGN file %1 with this game in it?</source>
        <translation>Creare il file PGN %1 con questa partita?</translation>
    </message>
</context>
<context>
    <name>PiecePalette</name>
    <message>
        <source>Empty the square</source>
        <translation>Svuota la casa</translation>
    </message>
    <message>
        <source>Empty the square (Delete on the board; a right click empties a square too)</source>
        <translation>Svuota la casa (Canc sulla scacchiera; anche un clic destro svuota una casa)</translation>
    </message>
    <message>
        <source>%1 (type %2 on the board)</source>
        <translation>%1 (digita %2 sulla scacchiera)</translation>
    </message>
</context>
<context>
    <name>PlaceFinding</name>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was skipped.</source>
        <translation>Qui è scritto il numero della mossa %1, ma la partita è alla mossa %2: è stato saltato un numero.</translation>
    </message>
    <message>
        <source>Move number %1 is written here, but the game is at move %2: a number was repeated.</source>
        <translation>Qui è scritto il numero della mossa %1, ma la partita è alla mossa %2: un numero è stato ripetuto.</translation>
    </message>
    <message>
        <source>The move stands in the other player&apos;s column.</source>
        <translation>La mossa si trova nella colonna dell&apos;altro giocatore.</translation>
    </message>
    <message>
        <source>Of the moves this entry can mean, only one lets the next entry follow; the replay goes on with it.</source>
        <translation>Delle mosse che questa voce può significare, solo una permette di proseguire con la voce successiva; la riproduzione prosegue con quella.</translation>
    </message>
    <message>
        <source>Written after the game had already ended by itself (checkmate, stalemate, a dead position, fivefold repetition or 75 moves: FIDE Articles 5 and 9.6); it does not count.</source>
        <translation>Scritta quando la partita era già terminata automaticamente (scaccomatto, stallo, posizione morta, quintuplice ripetizione o 75 mosse: Articoli 5 e 9.6 del Regolamento FIDE); non conta.</translation>
    </message>
    <message>
        <source>Marked as an illegal move taken back, but it is a legal move as written: check the mark. While it stands, the move is not played and does not count as an illegal move (FIDE Article 7.5).</source>
        <translation>Segnata come mossa illegale ritirata, ma così come è scritta è una mossa legale: verificare il segno. Finché resta, la mossa non viene giocata e non conta come mossa illegale (Articolo 7.5 del Regolamento FIDE).</translation>
    </message>
    <message>
        <source>Marked as an illegal move completed on the board and taken back: the position before it was reinstated and the same player moved again (FIDE Article 7.5.1). It is not a move of the game.</source>
        <translation>Segnata come mossa illegale completata sulla scacchiera e ritirata: la posizione precedente è stata ripristinata e lo stesso giocatore ha mosso di nuovo (Articolo 7.5.1 del Regolamento FIDE). Non è una mossa della partita.</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>Start Position</source>
        <translation>Posizione di partenza</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Tratto:</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Bianco</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Nero</translation>
    </message>
    <message>
        <source>Castling rights:</source>
        <translation>Diritti di arrocco:</translation>
    </message>
    <message>
        <source>White 0-0</source>
        <translation>Bianco 0-0</translation>
    </message>
    <message>
        <source>White 0-0-0</source>
        <translation>Bianco 0-0-0</translation>
    </message>
    <message>
        <source>Black 0-0</source>
        <translation>Nero 0-0</translation>
    </message>
    <message>
        <source>Black 0-0-0</source>
        <translation>Nero 0-0-0</translation>
    </message>
    <message>
        <source>&amp;En passant square:</source>
        <translation>Casa &amp;en passant:</translation>
    </message>
    <message>
        <source>The square a pawn passed over with a two-square advance just played, where it can be captured en passant (3.7.4.1).</source>
        <translation>La casa che un pedone ha appena oltrepassato con un passo doppio, dove può essere catturato en passant (3.7.4.1).</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>Numero della &amp;mossa:</translation>
    </message>
    <message>
        <source>The number of the move the side to move is about to play.</source>
        <translation>Il numero della mossa che la parte al tratto sta per giocare.</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>Contatore delle &amp;semimosse:</translation>
    </message>
    <message>
        <source>Moves by either player since the last capture or pawn move, as counted for the 50-move rule (9.3).</source>
        <translation>Mosse di entrambi i giocatori dall&apos;ultima cattura o mossa di pedone, contate come per la regola delle 50 mosse (9.3).</translation>
    </message>
    <message>
        <source>C&amp;lear Board</source>
        <translation>S&amp;vuota la scacchiera</translation>
    </message>
    <message>
        <source>&amp;Initial Position</source>
        <translation>Posizione &amp;iniziale</translation>
    </message>
    <message>
        <source>The position before the first move of a game.</source>
        <translation>La posizione prima della prima mossa di una partita.</translation>
    </message>
    <message>
        <source>&amp;Paste FEN</source>
        <translation>Inco&amp;lla FEN</translation>
    </message>
    <message>
        <source>Reads the FEN on the clipboard.</source>
        <translation>Legge la FEN dagli appunti.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>This FEN cannot be used (character %1): %2</source>
        <translation>Questa FEN non è utilizzabile (carattere %1): %2</translation>
    </message>
    <message>
        <source>This position cannot be used: %1</source>
        <translation>Questa posizione non è utilizzabile: %1</translation>
    </message>
    <message>
        <source>The position can be used.</source>
        <translation>La posizione è utilizzabile.</translation>
    </message>
    <message>
        <source>White is to move in the position set up.</source>
        <translation>Nella posizione impostata il tratto è al Bianco.</translation>
    </message>
    <message>
        <source>Black is to move in the position set up.</source>
        <translation>Nella posizione impostata il tratto è al Nero.</translation>
    </message>
    <message>
        <source>The right to castle so, kept while neither the king nor that rook has moved (3.8.2.1); the rules engine drops it when they are not in place.</source>
        <translation>Il diritto di arroccare così, conservato finché né il re né quella torre hanno mosso (3.8.2.1); il motore delle regole lo toglie se non sono al loro posto.</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Capovolgi la scacchiera</translation>
    </message>
    <message>
        <source>Turns the board around, Black at the bottom or White (%1).</source>
        <translation>Capovolge la scacchiera: il Nero in basso, o il Bianco (%1).</translation>
    </message>
    <message>
        <source>Takes every piece off the board; who moves and the move number stay.</source>
        <translation>Toglie tutti i pezzi dalla scacchiera; il tratto e il numero della mossa restano.</translation>
    </message>
    <message>
        <source>The position as FEN: what is typed or pasted here is set up on the board.</source>
        <translation>La posizione in FEN: ciò che si scrive o si incolla qui viene impostato sulla scacchiera.</translation>
    </message>
    <message>
        <source>Starts the sheet from the position set up.</source>
        <translation>Fa partire il formulario dalla posizione impostata.</translation>
    </message>
    <message>
        <source>Leaves the start position as it was.</source>
        <translation>Lascia la posizione di partenza com&apos;era.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Usage: %1</source>
        <translation>Uso: %1</translation>
    </message>
    <message>
        <source>[options]</source>
        <translation>[opzioni]</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opzioni:</translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation>Argomenti:</translation>
    </message>
    <message>
        <source>Displays help on commandline options.</source>
        <translation>Mostra la guida sulle opzioni della riga di comando.</translation>
    </message>
    <message>
        <source>Displays help including Qt specific options.</source>
        <translation>Mostra la guida comprese le opzioni specifiche di Qt.</translation>
    </message>
    <message>
        <source>Displays version information.</source>
        <translation>Mostra le informazioni sulla versione.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
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
        <translation>&amp;Sì</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Non salvare</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Taglia</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copia posizione del co&amp;llegamento</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Incolla</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Seleziona tutto</translation>
    </message>
</context>
<context>
    <name>RateBox</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Rapid (Appendix A)</source>
        <translation>Gioco rapido (Appendice A)</translation>
    </message>
    <message>
        <source>Blitz (Appendix B)</source>
        <translation>Gioco lampo (Appendice B)</translation>
    </message>
    <message>
        <source>Standard, rapid or blitz: the Laws rule some things differently at each rate.</source>
        <translation>Standard, rapid o blitz: le Regole decidono alcune cose diversamente a ogni cadenza.</translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message>
        <source>Reconstruct Game</source>
        <translation>Ricostruisci la partita</translation>
    </message>
    <message>
        <source>The sheet replays as written: nothing to change.</source>
        <translation>Il formulario si riproduce così come è scritto: non c&apos;è niente da cambiare.</translation>
    </message>
    <message>
        <source>The search stopped at its limit on this sheet: the end was mended one problem at a time.</source>
        <translation>La ricerca si è fermata al suo limite su questo formulario: la fine è stata corretta un problema alla volta.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Write Accepted Changes into the Sheet</source>
        <translation>Scrivi nel formulario le modifiche accettate</translation>
    </message>
    <message>
        <source>The game as reconstructed (changed moves underlined):</source>
        <translation>La partita ricostruita (mosse modificate sottolineate):</translation>
    </message>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>La partita legale completa più probabile richiede %n modifica al formulario. Togliere la spunta a una modifica per lasciare quella voce come è scritta.</numerusform>
            <numerusform>La partita legale completa più probabile richiede %n modifiche al formulario. Togliere la spunta a una modifica per lasciare quella voce come è scritta.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet decides this change: no other way to mend the entry fits it as well.</source>
        <translation>Il formulario decide questa modifica: nessun altro modo di correggere la voce concorda altrettanto bene.</translation>
    </message>
    <message>
        <source>Not claimed decided: the check stopped at its search limit before every other way was tried.</source>
        <translation>Non dichiarata decisa: il controllo si è fermato al suo limite di ricerca prima di provare ogni altro modo.</translation>
    </message>
    <message>
        <source>Nothing on the sheet decides this change; these moves fit it as well. Select one to see it on the board; Choose This Move puts it in and reconstructs the rest of the game after it.</source>
        <translation>Niente sul formulario decide questa modifica; queste mosse concordano altrettanto bene. Selezionarne una per vederla sulla scacchiera; «Scegli questa mossa» la inserisce e ricostruisce il resto della partita dopo di essa.</translation>
    </message>
    <message>
        <source>(no move): the entry is left out</source>
        <translation>(nessuna mossa): la voce viene tralasciata</translation>
    </message>
    <message>
        <source>%1 fits the sheet as well (not the game&apos;s move yet)</source>
        <translation>%1 concorda altrettanto bene con il formulario (non ancora la mossa della partita)</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Modifiche</translation>
    </message>
    <message>
        <source>The changes the most likely game needs, one a row; a ticked change is written into the sheet.</source>
        <translation>Le modifiche di cui ha bisogno la partita più probabile, una per riga; una modifica spuntata viene scritta nel formulario.</translation>
    </message>
    <message>
        <source>The game as reconstructed</source>
        <translation>La partita ricostruita</translation>
    </message>
    <message>
        <source>The whole game with the ticked changes; the moves they change are underlined.</source>
        <translation>L&apos;intera partita con le modifiche spuntate; le mosse che cambiano sono sottolineate.</translation>
    </message>
    <message>
        <source>Writes the ticked changes into the sheet, as one step that Undo takes back.</source>
        <translation>Scrive le modifiche spuntate nel formulario, come un unico passo che Annulla revoca.</translation>
    </message>
    <message>
        <source>Leaves the sheet as it is.</source>
        <translation>Lascia il formulario com&apos;è.</translation>
    </message>
    <message>
        <source>%1 is not ruled out: the check stopped at its search limit before it settled whether this fits the sheet (not the game&apos;s move yet)</source>
        <translation>%1 non è escluso: il controllo si è fermato al suo limite di ricerca prima di stabilire se si accorda con il formulario (non ancora la mossa della partita)</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message>
        <source>Untitled sheet</source>
        <translation>Formulario senza titolo</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recupera il lavoro non salvato</translation>
    </message>
    <message>
        <source>ScoreCheck stopped before this sheet was saved:</source>
        <translation>ScoreCheck si è interrotto prima che questo formulario fosse salvato:</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, last kept %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recover it?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, ultima copia %2&lt;br&gt;“%3”&lt;br&gt;&lt;br&gt;Recuperarlo?</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Recupera</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Ask Again Next Time</source>
        <translation>Chiedi di nuovo la prossima volta</translation>
    </message>
</context>
<context>
    <name>Repair</name>
    <message>
        <source>%1 and %2 look alike in handwriting</source>
        <translation>%1 e %2 si somigliano nella scrittura a mano</translation>
    </message>
    <message>
        <source>pawn capture written without its file</source>
        <translation>cattura di pedone scritta senza la sua colonna</translation>
    </message>
    <message>
        <source>ambiguous: several moves fit; the game goes on after this one</source>
        <translation>ambigua: più mosse sono possibili; la partita prosegue dopo questa</translation>
    </message>
    <message>
        <source>written in the other player&apos;s column</source>
        <translation>scritta nella colonna dell&apos;altro giocatore</translation>
    </message>
    <message>
        <source>a move seems to be missing before this one</source>
        <translation>sembra mancare una mossa prima di questa</translation>
    </message>
    <message>
        <source>no move written here; this one lets the next entries follow</source>
        <translation>nessuna mossa scritta qui; questa permette di proseguire con le voci successive</translation>
    </message>
    <message>
        <source>%1 written where the move has %2</source>
        <translation>%1 scritto dove la mossa ha %2</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omessa</translation>
    </message>
    <message>
        <source>the legal move nearest to what was written</source>
        <translation>la mossa legale più vicina a ciò che è scritto</translation>
    </message>
    <message>
        <source>the written move is legal, but the next entries do not follow from it</source>
        <translation>la mossa scritta è legale, ma le voci successive non possono seguirla</translation>
    </message>
    <message>
        <source>fits no move; left out</source>
        <translation>non corrisponde ad alcuna mossa; omessa</translation>
    </message>
    <message>
        <source>; other moves fit the sheet as well, this one is the likelier on the board</source>
        <translation>; anche altre mosse concordano con il formulario, questa è la più probabile sulla scacchiera</translation>
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
        <translation>Rapporto dell&apos;arbitro</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>field: %1; written on the sheet: %2; on the board: %3</source>
        <translation>campo: %1; scritto sul formulario: %2; sulla scacchiera: %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non determinato</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notazione</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Arbitro</translation>
    </message>
    <message>
        <source>Made</source>
        <translation>Redatto</translation>
    </message>
    <message>
        <source>%1 with ScoreCheck %2</source>
        <translation>%1 con ScoreCheck %2</translation>
    </message>
    <message>
        <source>The sheet as typed</source>
        <translation>Il formulario così come è stato digitato</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>As typed, with each entry&apos;s mark</source>
        <translation>Come è stato digitato, con il contrassegno di ogni voce</translation>
    </message>
    <message>
        <source>Marks: an entry without a mark is correct; underlined entries have a finding.</source>
        <translation>Contrassegni: una voce senza contrassegno è corretta; le voci sottolineate hanno un rilievo.</translation>
    </message>
    <message>
        <source>Line %1, %2 %3: %4</source>
        <translation>Riga %1, %2 %3: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n voce dopo l&apos;arresto della riproduzione non è verificata, da %1 a %2.</numerusform>
            <numerusform>%n voci dopo l&apos;arresto della riproduzione non sono verificate, da %1 a %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Rilievi</translation>
    </message>
    <message>
        <source>Every entry is correct.</source>
        <translation>Ogni voce è corretta.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Gli eventi per l&apos;arbitro</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet has no moves.</source>
        <translation>Niente da segnalare: il formulario non contiene mosse.</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Decisioni</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>an empty box</source>
        <translation>una casella vuota del formulario</translation>
    </message>
    <message>
        <source>Reconstruction: the most likely game</source>
        <translation>Ricostruzione: la partita più probabile</translation>
    </message>
    <message>
        <source>No change is needed: the sheet&apos;s game is legal as written.</source>
        <translation>Nessuna modifica necessaria: la partita del formulario è legale così come è scritta.</translation>
    </message>
    <message>
        <source>%1 read as %2</source>
        <translation>%1 letta come %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 messa prima di %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 e la voce successiva si scambiano di posto</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omessa</translation>
    </message>
    <message>
        <source>The search ran out of its budget: the end was mended one break at a time.</source>
        <translation>La ricerca ha esaurito il suo budget: la fine è stata corretta un problema alla volta.</translation>
    </message>
    <message>
        <source>The game with these changes:</source>
        <translation>La partita con queste modifiche:</translation>
    </message>
    <message>
        <source>Comparison with %1</source>
        <translation>Confronto con %1</translation>
    </message>
    <message>
        <source>Differences: %1. This sheet goes to ply %2, the other to ply %3.</source>
        <translation>Differenze: %1. Questo formulario arriva alla semimossa %2, l&apos;altro alla semimossa %3.</translation>
    </message>
    <message>
        <source>this sheet %1, the other %2</source>
        <translation>questo formulario %1, l&apos;altro %2</translation>
    </message>
    <message>
        <source>%1: no move</source>
        <translation>%1: nessuna mossa</translation>
    </message>
    <message>
        <source>Ply %1: %2; the move that fits both: %3</source>
        <translation>Semimossa %1: %2; la mossa che concorda con entrambi: %3</translation>
    </message>
    <message>
        <source>The game that fits both sheets:</source>
        <translation>La partita che concorda con entrambi i formulari:</translation>
    </message>
    <message>
        <source>before %1 (%2)</source>
        <translation>prima di %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>la posizione ripetuta, presentatasi %n volta</numerusform>
            <numerusform>la posizione ripetuta, presentatasi %n volte</numerusform>
        </translation>
    </message>
    <message>
        <source>the final position</source>
        <translation>la posizione finale</translation>
    </message>
    <message>
        <source>chosen by the arbiter</source>
        <translation>scelto dall&apos;arbitro</translation>
    </message>
    <message>
        <source>The start position</source>
        <translation>La posizione di partenza</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Dopo %1</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Il Bianco ha il tratto</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Il Nero ha il tratto</translation>
    </message>
    <message>
        <source>Diagram %1: %2; %3. %4.</source>
        <translation>Diagramma %1: %2; %3. %4.</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammi</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>La partita in bella copia</translation>
    </message>
    <message>
        <source>No move was played.</source>
        <translation>Non è stata giocata alcuna mossa.</translation>
    </message>
    <message>
        <source>(the replay stopped here: the entries after it are not checked)</source>
        <translation>(qui la riproduzione si è fermata: le voci successive non sono verificate)</translation>
    </message>
    <message>
        <source>Sheet text SHA-256: %1</source>
        <translation>SHA-256 del testo del formulario: %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
    <message>
        <source>Claim of a threefold repetition (9.2)</source>
        <translation>Richiesta di patta per triplice ripetizione (9.2)</translation>
    </message>
    <message>
        <source>Claim under the fifty-move rule (9.3)</source>
        <translation>Richiesta di patta per la regola delle cinquanta mosse (9.3)</translation>
    </message>
    <message>
        <source>Flag fall (6.9)</source>
        <translation>Caduta della bandierina (6.9)</translation>
    </message>
    <message>
        <source>Illegal move (7.5)</source>
        <translation>Mossa illegale (7.5)</translation>
    </message>
    <message>
        <source>No ruling was made on this sheet in ScoreCheck.</source>
        <translation>Nessuna decisione presa su questo formulario in ScoreCheck.</translation>
    </message>
    <message>
        <source>at the start position</source>
        <translation>nella posizione di partenza</translation>
    </message>
    <message>
        <source>after %1 (ply %2)</source>
        <translation>dopo %1 (semimossa %2)</translation>
    </message>
    <message>
        <source>%1, %2, made %3</source>
        <translation>%1, %2, presa il %3</translation>
    </message>
    <message>
        <source>Made on an earlier version of the sheet.</source>
        <translation>Presa su una versione precedente del formulario.</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1.</source>
        <translation>Non decidibile da questo formulario: %1.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>nessuna mossa</translation>
    </message>
    <message>
        <source>UNDECIDED at ply %1: %2; cannot be decided from these sheets: %3; the game goes on with %4</source>
        <translation>NON DETERMINATO alla semimossa %1: %2; non si può decidere da questi formulari: %3; la partita prosegue con %4</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1.</source>
        <translation>Non deciso: il controllo si è fermato al suo limite di ricerca; la mossa trovata è %1.</translation>
    </message>
    <message>
        <source>NOT DECIDED at ply %1: %2; the check stopped at its search limit; the move found is %3</source>
        <translation>NON DECISO alla semimossa %1: %2; il controllo si è fermato al suo limite di ricerca; la mossa trovata è %3</translation>
    </message>
</context>
<context>
    <name>ReportMaker</name>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Rapporto dell&apos;arbitro</translation>
    </message>
    <message>
        <source>Export Report as PDF</source>
        <translation>Esporta rapporto in PDF</translation>
    </message>
    <message>
        <source>report.pdf</source>
        <translation>rapporto.pdf</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf);;All files (*)</source>
        <translation>Documenti PDF (*.pdf);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: the PDF could not be made.</source>
        <translation>Impossibile scrivere %1: non è stato possibile produrre il PDF.</translation>
    </message>
</context>
<context>
    <name>ReportPartsDialog</name>
    <message>
        <source>Arbiter&apos;s Report</source>
        <translation>Rapporto dell&apos;arbitro</translation>
    </message>
    <message>
        <source>The sheet as typed, each entry with its mark</source>
        <translation>Il formulario così come è stato digitato, ogni voce con il suo contrassegno</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Rilievi</translation>
    </message>
    <message>
        <source>The arbiter&apos;s events</source>
        <translation>Gli eventi per l&apos;arbitro</translation>
    </message>
    <message>
        <source>Rulings made</source>
        <translation>Decisioni prese</translation>
    </message>
    <message>
        <source>Reconstruction and comparison, when made</source>
        <translation>Ricostruzione e confronto, se eseguiti</translation>
    </message>
    <message>
        <source>Diagrams</source>
        <translation>Diagrammi</translation>
    </message>
    <message>
        <source>The game in clean notation</source>
        <translation>La partita in bella copia</translation>
    </message>
    <message>
        <source>left blank: a line to sign on</source>
        <translation>lasciato vuoto: una riga per la firma</translation>
    </message>
    <message>
        <source>Arbiter:</source>
        <translation>Arbitro:</translation>
    </message>
</context>
<context>
    <name>RulingText</name>
    <message>
        <source>Ruling</source>
        <translation>Decisione</translation>
    </message>
    <message>
        <source>The ruling in words: the verdict first, then the articles of the Laws it rests on and what follows.</source>
        <translation>La decisione a parole: prima il verdetto, poi gli articoli delle Regole su cui si fonda e ciò che ne segue.</translation>
    </message>
    <message>
        <source>Keeps this ruling with the sheet: the arbiter&apos;s report prints it.</source>
        <translation>Conserva questa decisione con il formulario: il rapporto dell&apos;arbitro la stampa.</translation>
    </message>
    <message>
        <source>Copies the ruling as plain text, to paste into a report or a message.</source>
        <translation>Copia la decisione come testo semplice, da incollare in un rapporto o in un messaggio.</translation>
    </message>
    <message>
        <source>Closes this window; the rulings kept stay with the sheet.</source>
        <translation>Chiude questa finestra; le decisioni conservate restano con il formulario.</translation>
    </message>
</context>
<context>
    <name>SetupBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Scacchiera su cui si dispone la posizione</translation>
    </message>
</context>
<context>
    <name>SheetCompleter</name>
    <message>
        <source>Moves that fit what is typed</source>
        <translation>Mosse che corrispondono a ciò che è stato digitato</translation>
    </message>
</context>
<context>
    <name>SheetEditor</name>
    <message>
        <source>Likely meant (right-click to write one in):</source>
        <translation>Probabilmente si intendeva (clic destro per scriverne una):</translation>
    </message>
    <message>
        <source>Likely meant</source>
        <translation>Probabilmente si intendeva</translation>
    </message>
    <message>
        <source>Suggestion</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>The sheet would be %1 MB long, more than any game can be (%2 MB); nothing was pasted.</source>
        <translation>Il formulario sarebbe lungo %1 MB, più di quanto possa essere lunga qualsiasi partita (%2 MB); non è stato incollato nulla.</translation>
    </message>
    <message>
        <source>Completion</source>
        <translation>completamento</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
</context>
<context>
    <name>SheetFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>%1 is a binary file, not a scoresheet or PGN text.</source>
        <translation>%1 è un file binario, non un formulario né un testo PGN.</translation>
    </message>
    <message>
        <source>%1 is longer than %2 MB, more than any game can be: it was not opened.</source>
        <translation>%1 supera %2 MB, più di quanto possa essere lunga qualsiasi partita: non è stato aperto.</translation>
    </message>
    <message>
        <source>%1 holds no game %2.</source>
        <translation>%1 non contiene la partita %2.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2</source>
        <translation>Impossibile salvare %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: the game was not added to it.</source>
        <translation>%1 non è un file PGN: la partita non vi è stata aggiunta.</translation>
    </message>
</context>
<context>
    <name>SheetHistory</name>
    <message>
        <source>Typing</source>
        <translation>digitazione</translation>
    </message>
</context>
<context>
    <name>SheetNote</name>
    <message>
        <source>Text after the result was not checked.</source>
        <translation>Il testo dopo il risultato non è stato verificato.</translation>
    </message>
    <message>
        <source>A comment opened here is never closed: everything after it was read as the comment.</source>
        <translation>Un commento aperto qui non viene mai chiuso: tutto ciò che segue è stato letto come commento.</translation>
    </message>
    <message>
        <source>A variation opened here is never closed: everything after it was read as the variation.</source>
        <translation>Una variante aperta qui non viene mai chiusa: tutto ciò che segue è stato letto come variante.</translation>
    </message>
    <message>
        <source>More entries than any game can have: the text from here on was not read.</source>
        <translation>Più voci di quante ne possa avere qualsiasi partita: il testo da qui in poi non è stato letto.</translation>
    </message>
</context>
<context>
    <name>SheetRepair</name>
    <message>
        <source>%1, then %2</source>
        <translation>%1, poi %2</translation>
    </message>
    <message>
        <source>(empty box)</source>
        <translation>(casella vuota)</translation>
    </message>
    <message>
        <source>%1 becomes %2</source>
        <translation>%1 diventa %2</translation>
    </message>
    <message>
        <source>%1 put before %2</source>
        <translation>%1 messa prima di %2</translation>
    </message>
    <message>
        <source>%1 and the next entry change places</source>
        <translation>%1 e la voce successiva si scambiano di posto</translation>
    </message>
    <message>
        <source>%1 left out</source>
        <translation>%1 omessa</translation>
    </message>
    <message>
        <source>Cannot be decided from this sheet: %1</source>
        <translation>Non decidibile da questo formulario: %1</translation>
    </message>
    <message>
        <source>Not decided: the check stopped at its search limit; the move found is %1</source>
        <translation>Non deciso: il controllo si è fermato al suo limite di ricerca; la mossa trovata è %1</translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message>
        <source>Notation: %1 (found automatically)</source>
        <translation>Notazione: %1 (rilevata automaticamente)</translation>
    </message>
    <message>
        <source>Notation: %1</source>
        <translation>Notazione: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n voce</numerusform>
            <numerusform>%n voci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n con rilievi</numerusform>
            <numerusform>%n con rilievi</numerusform>
        </translation>
    </message>
    <message>
        <source>no findings</source>
        <translation>nessun rilievo</translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n non verificata</numerusform>
            <numerusform>%n non verificate</numerusform>
        </translation>
    </message>
    <message>
        <source>Notation: %1 (the sheet reads alike in %2)</source>
        <translation>Notazione: %1 (il formulario si legge allo stesso modo in %2)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
</context>
<context>
    <name>UndecidedMoves</name>
    <message>
        <source>no move</source>
        <translation>nessuna mossa</translation>
    </message>
    <message>
        <source>%1 (this sheet)</source>
        <translation>%1 (questo formulario)</translation>
    </message>
    <message>
        <source>%1 (other sheet)</source>
        <translation>%1 (altro formulario)</translation>
    </message>
    <message>
        <source>%1 (not ruled out: the check stopped at its search limit)</source>
        <translation>%1 (non escluso: il controllo si è fermato al suo limite di ricerca)</translation>
    </message>
    <message>
        <source>%1 then %2 (the two entries swapped)</source>
        <translation>%1 poi %2 (le due voci scambiate)</translation>
    </message>
    <message>
        <source>%1 left out before %2</source>
        <translation>%1 omessa prima di %2</translation>
    </message>
    <message>
        <source>%1 instead of %2 at move %3</source>
        <translation>%1 invece di %2 alla mossa %3</translation>
    </message>
    <message>
        <source>%1 at move %2</source>
        <translation>%1 alla mossa %2</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <translation>%1; oppure %2</translation>
    </message>
    <message>
        <source>%1; not ruled out (the check stopped at its search limit): %2</source>
        <translation>%1; non esclusi (il controllo si è fermato al suo limite di ricerca): %2</translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>ScoreCheck User Guide</source>
        <translation>Guida utente di ScoreCheck</translation>
    </message>
    <message>
        <source>%1 is not part of the guide; it is installed with ScoreCheck&apos;s documentation.</source>
        <translation>%1 non fa parte della guida; è installato con la documentazione di ScoreCheck.</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>correct</source>
        <translation>corretta</translation>
    </message>
    <message>
        <source>legal, other form</source>
        <translation>legale, altra forma</translation>
    </message>
    <message>
        <source>not algebraic</source>
        <translation>non algebrica</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>ambigua</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>illegale</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illeggibile</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non verificata</translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message>
        <source>A piece is written with its letter, %1 in %2, then the square it goes to, %3 (C.2, C.3, C.8).</source>
        <translation>Un pezzo si scrive con la sua lettera nella lingua del formulario (%2), %1, poi la casa di arrivo, %3 (C.2, C.3, C.8).</translation>
    </message>
    <message>
        <source>A pawn has no letter: its move is written with the square it goes to, %1 (C.4, C.8).</source>
        <translation>Un pedone non ha lettera: la sua mossa si scrive con la casa di arrivo, %1 (C.4, C.8).</translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Un altro pezzo dello stesso tipo, in %1, potrebbe andare anch&apos;esso in %2, quindi si scrive la colonna di partenza di questo, %3 (C.10).</numerusform>
            <numerusform>Altri pezzi dello stesso tipo, in %1, potrebbero andare anch&apos;essi in %2, quindi si scrive la colonna di partenza di questo, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Un altro pezzo dello stesso tipo sulla stessa colonna, in %1, potrebbe andare anch&apos;esso in %2, quindi si scrive la traversa di partenza di questo, %3 (C.10).</numerusform>
            <numerusform>Altri pezzi dello stesso tipo sulla stessa colonna, in %1, potrebbero andare anch&apos;essi in %2, quindi si scrive la traversa di partenza di questo, %3 (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Un altro pezzo dello stesso tipo, in %1, potrebbe andare anch&apos;esso in %2; né la colonna né la traversa da sole li distinguono, quindi si scrive l&apos;intera casa di partenza di questo, %3 (C.10, C.8).</numerusform>
            <numerusform>Altri pezzi dello stesso tipo, in %1, potrebbero andare anch&apos;essi in %2; né la colonna né la traversa da sole li distinguono, quindi si scrive l&apos;intera casa di partenza di questo, %3 (C.10, C.8).</numerusform>
        </translation>
    </message>
    <message>
        <source>It captures on %1: an x may be written before that square; it is optional (C.9).</source>
        <translation>Cattura in %1: prima di quella casa si può scrivere una x; è facoltativa (C.9).</translation>
    </message>
    <message>
        <source>A pawn that captures is written with the file it leaves, %1, before the square it goes to; an x between them is optional (C.9).</source>
        <translation>Un pedone che cattura si scrive con la colonna che lascia, %1, prima della casa di arrivo; una x tra le due è facoltativa (C.9).</translation>
    </message>
    <message>
        <source>En passant: the square written is the one the pawn lands on, %1, not that of the pawn it takes, %2; e.p. may be added, it is optional (C.9).</source>
        <translation>Presa en passant: si scrive la casa in cui arriva il pedone, %1, non quella del pedone catturato, %2; si può aggiungere e.p., è facoltativo (C.9).</translation>
    </message>
    <message>
        <source>Promotion: the letter of the new piece, %1, follows the square at once, without = (C.11).</source>
        <translation>Promozione: la lettera del nuovo pezzo, %1, segue subito la casa, senza = (C.11).</translation>
    </message>
    <message>
        <source>Castling on the king&apos;s side is written 0-0, with zeros (C.13).</source>
        <translation>L&apos;arrocco corto si scrive 0-0, con gli zeri (C.13).</translation>
    </message>
    <message>
        <source>Castling on the queen&apos;s side is written 0-0-0, with zeros (C.13).</source>
        <translation>L&apos;arrocco lungo si scrive 0-0-0, con gli zeri (C.13).</translation>
    </message>
    <message>
        <source>Discovered check: the move uncovers the piece on %1, which gives check.</source>
        <translation>Scacco di scoperta: la mossa scopre il pezzo in %1, che dà scacco.</translation>
    </message>
    <message>
        <source>Double check: the pieces on %1 give check at once.</source>
        <translation>Scacco doppio: i pezzi in %1 danno scacco insieme.</translation>
    </message>
    <message>
        <source>Check: + may be written after the move; it is optional (C.13).</source>
        <translation>Scacco: dopo la mossa si può scrivere +; è facoltativo (C.13).</translation>
    </message>
    <message>
        <source>Checkmate: # (or ++) may be written after the move; it is optional (C.13).</source>
        <translation>Scacco matto: dopo la mossa si può scrivere # (o ++); è facoltativo (C.13).</translation>
    </message>
</context>
<context>
    <name>main</name>
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
        <translation>Controlla i formulari di scacchi come fa un arbitro: un formulario digitato o aperto viene riprodotto, ogni voce giudicata e contrassegnata, e la finestra decide su richieste, cadute della bandierina e mosse illegali.

Codice di uscita:
  0  la finestra è stata chiusa, oppure l&apos;immagine richiesta è stata salvata
  1  un&apos;opzione sconosciuta, oppure l&apos;immagine richiesta non ha potuto essere salvata

Esempi:
  scorecheck
     Apre la finestra sul formulario di esempio incorporato.
  scorecheck game.pgn
     Apre un file PGN; di un file con più partite, quella scelta da un elenco.
  scorecheck --screenshot window.png sheet.txt
     Salva un&apos;immagine della finestra che mostra il formulario, ed esce.</translation>
    </message>
    <message>
        <source>A scoresheet to open.</source>
        <translation>Un formulario da aprire.</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE and quit (for the user guide).</source>
        <translation>Salva un&apos;immagine della finestra in FILE ed esce (per la guida utente).</translation>
    </message>
</context>
</TS>
