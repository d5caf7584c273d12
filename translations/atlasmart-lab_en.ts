<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>atlas::CompareWindow</name>
    <message numerus="yes">
        <source>%n document(s) differ: </source>
        <translation>
            <numerusform>%n document differs: </numerusform>
            <numerusform>%n documents differ: </numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DashboardModel</name>
    <message numerus="yes">
        <source>%1 on %2: %3 (latest of %n attempt(s))%4</source>
        <translation>
            <numerusform>%1 on %2: %3 (%n attempt)%4</numerusform>
            <numerusform>%1 on %2: %3 (latest of %n attempts)%4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>
Most common failing invariant: %1 (%n record(s))</source>
        <translation>
            <numerusform>
Most common failing invariant: %1 (%n record)</numerusform>
            <numerusform>
Most common failing invariant: %1 (%n records)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DatabaseSection</name>
    <message numerus="yes">
        <source>TTL on %1/%2 by %3, lag up to %4 s: %n deletion(s) pending</source>
        <translation>
            <numerusform>TTL on %1/%2 by %3, lag up to %4 s: %n deletion pending</numerusform>
            <numerusform>TTL on %1/%2 by %3, lag up to %4 s: %n deletions pending</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::DeliveryPanel</name>
    <message numerus="yes">
        <source>an entry redriven %n time(s) already is held in the topic instead</source>
        <translation>
            <numerusform>an entry redriven %n time already is held in the topic instead</numerusform>
            <numerusform>an entry redriven %n times already is held in the topic instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ExploreCli</name>
    <message numerus="yes">
        <source>   shortest trace: %n move(s)
</source>
        <translation>
            <numerusform>   shortest trace: %n move
</numerusform>
            <numerusform>   shortest trace: %n moves
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>== Explore %1 (%2), %3%4, at most %n fault(s) of: %5
</source>
        <translation>
            <numerusform>== Explore %1 (%2), %3%4, at most %n fault of: %5
</numerusform>
            <numerusform>== Explore %1 (%2), %3%4, at most %n faults of: %5
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::InvariantBar</name>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Invariants: %n broken</source>
        <translation>
            <numerusform>Invariants: %n broken</numerusform>
            <numerusform>Invariants: %n broken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::LessonCli</name>
    <message numerus="yes">
        <source>   %1 of %n expectation(s) met%2
</source>
        <translation>
            <numerusform>   %1 of %n expectation met%2
</numerusform>
            <numerusform>   %1 of %n expectations met%2
</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n step(s) refused</source>
        <translation>
            <numerusform>; %n step refused</numerusform>
            <numerusform>; %n steps refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n expectation(s) were not met</source>
        <translation>
            <numerusform>%n expectation was not met</numerusform>
            <numerusform>%n expectations were not met</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s) were refused</source>
        <translation>
            <numerusform>%n step was refused</numerusform>
            <numerusform>%n steps were refused</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s); run --validate on it</source>
        <translation>
            <numerusform>%1: %n error; run --validate on it</numerusform>
            <numerusform>%1: %n errors; run --validate on it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>    scenario  %1  %2 (%n step(s))</source>
        <translation>
            <numerusform>    scenario  %1  %2 (%n step)</numerusform>
            <numerusform>    scenario  %1  %2 (%n steps)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s)</source>
        <translation>
            <numerusform>%n scenario</numerusform>
            <numerusform>%n scenarios</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n error</numerusform>
            <numerusform>%1: %n errors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ReconcileCli</name>
    <message numerus="yes">
        <source>%n open finding(s) remain.
</source>
        <translation>
            <numerusform>%n open finding remains.
</numerusform>
            <numerusform>%n open findings remain.
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::ReconciliationPanel</name>
    <message numerus="yes">
        <source>&lt;b&gt;%n open finding(s)&lt;/b&gt;.</source>
        <translation>
            <numerusform>&lt;b&gt;%n open finding&lt;/b&gt;.</numerusform>
            <numerusform>&lt;b&gt;%n open findings&lt;/b&gt;.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::SessionError</name>
    <message numerus="yes">
        <source>%n difference(s) between the file and its replay:</source>
        <translation>
            <numerusform>%n difference between the file and its replay:</numerusform>
            <numerusform>%n differences between the file and its replay:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(the last, a chaos run, was cut short after %n events)</source>
        <translation>
            <numerusform>(the last, a chaos run, was cut short after %n event)</numerusform>
            <numerusform>(the last, a chaos run, was cut short after %n events)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>atlas::WorldSection</name>
    <message numerus="yes">
        <source>This run (%n command(s)) is discarded; step back cannot undo a reset.</source>
        <translation>
            <numerusform>This run (%n command) is discarded; step back cannot undo a reset.</numerusform>
            <numerusform>This run (%n commands) is discarded; step back cannot undo a reset.</numerusform>
        </translation>
    </message>
</context>
</TS>
