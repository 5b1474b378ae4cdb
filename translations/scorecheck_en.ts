<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ArbiterPanel</name>
    <message numerus="yes">
        <source>The game ended by itself after %1; the %n entries written after it do not count.</source>
        <translation>
            <numerusform>The game ended by itself after %1; the entry written after it does not count.</numerusform>
            <numerusform>The game ended by itself after %1; the %n entries written after it do not count.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</source>
        <translation>
            <numerusform>%1 may claim a draw now: the position after %2 has stood %n time (9.2.2).</numerusform>
            <numerusform>%1 may claim a draw now: the position after %2 has stood %n times (9.2.2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>  %n entries after that could not be checked
</source>
        <translation>
            <numerusform>  %n entry after that could not be checked
</numerusform>
            <numerusform>  %n entries after that could not be checked
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</source>
        <translation>
            <numerusform>  the game ended by itself after ply %1 (%2): the entry written after it does not count
</numerusform>
            <numerusform>  the game ended by itself after ply %1 (%2): %n entries written after it do not count
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message numerus="yes">
        <source>The game that fits both sheets has %n ply(s).</source>
        <translation>
            <numerusform>The game that fits both sheets has %n ply.</numerusform>
            <numerusform>The game that fits both sheets has %n plies.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The sheets differ in %n place(s).</source>
        <translation>
            <numerusform>The sheets differ in %n place.</numerusform>
            <numerusform>The sheets differ in %n places.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</source>
        <translation>
            <numerusform>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</numerusform>
            <numerusform>In %n of them nothing on the sheets decides which move was played (%1): choose there which move stands, from the list under the table.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</source>
        <translation>
            <numerusform>In %n of them the check stopped at its search limit (%1): the move found there is not claimed decided.</numerusform>
            <numerusform>In %n of them the check stopped at its search limit (%1): the moves found there are not claimed decided.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message numerus="yes">
        <source>%n more entries could not be checked.</source>
        <translation>
            <numerusform>%n more entry could not be checked.</numerusform>
            <numerusform>%n more entries could not be checked.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlagFall</name>
    <message numerus="yes">
        <source>The time control asks %n moves.</source>
        <translation>
            <numerusform>The time control asks %n move.</numerusform>
            <numerusform>The time control asks %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamePicker</name>
    <message numerus="yes">
        <source>Reading %1: %n games so far…</source>
        <translation>
            <numerusform>Reading %1: %n game so far…</numerusform>
            <numerusform>Reading %1: %n games so far…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n games. Which one?</source>
        <translation>
            <numerusform>%1 holds %n game. Which one?</numerusform>
            <numerusform>%1 holds %n games. Which one?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PgnExport</name>
    <message numerus="yes">
        <source>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</source>
        <translation>
            <numerusform>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entry, goes into it as a comment.</numerusform>
            <numerusform>The replay stops at line %1, %2 %3 (%4): the PGN holds the moves before it, and the rest of the sheet, %n entries, goes into it as a comment.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReconstructionDialog</name>
    <message numerus="yes">
        <source>The most likely complete legal game needs %n change(s) to the sheet. Untick a change to leave that entry as written.</source>
        <translation>
            <numerusform>The most likely complete legal game needs %n change to the sheet. Untick a change to leave that entry as written.</numerusform>
            <numerusform>The most likely complete legal game needs %n changes to the sheet. Untick a change to leave that entry as written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n entries after the replay stopped are not checked, from %1 to %2.</source>
        <translation>
            <numerusform>%n entry after the replay stopped is not checked, from %1 to %2.</numerusform>
            <numerusform>%n entries after the replay stopped are not checked, from %1 to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the repeated position, which stood %n times</source>
        <translation>
            <numerusform>the repeated position, which stood %n time</numerusform>
            <numerusform>the repeated position, which stood %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SheetStatus</name>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n with findings</source>
        <translation>
            <numerusform>%n with findings</numerusform>
            <numerusform>%n with findings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n not checked</source>
        <translation>
            <numerusform>%n not checked</numerusform>
            <numerusform>%n not checked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WritingRuleWords</name>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Another piece of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</numerusform>
            <numerusform>Other pieces of this kind, on %1, could also go to %2, so the file this one leaves, %3, is written (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</source>
        <translation>
            <numerusform>Another piece of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</numerusform>
            <numerusform>Other pieces of this kind on the same file, on %1, could also go to %2, so the rank this one leaves, %3, is written (C.10).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</source>
        <translation>
            <numerusform>Another piece of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</numerusform>
            <numerusform>Other pieces of this kind, on %1, could also go to %2; neither the file nor the rank alone tells them apart, so the whole square this one leaves, %3, is written (C.10, C.8).</numerusform>
        </translation>
    </message>
</context>
</TS>
