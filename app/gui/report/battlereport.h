// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/report/reportpages.h"

#include <QImage>
#include <QList>
#include <QString>

namespace adjutant::core {
class BattleSession;
struct Battle;
} // namespace adjutant::core

namespace adjutant::app {

// Plain text in the report's body font, bold, italic or neither: a log entry's line
// (ReportBlock::line).
struct ReportSpan
{
    enum class Style
    {
        Plain,
        Bold,
        Italic
    };
    QString text;
    Style style = Style::Plain;
};

// One piece of a battle report that is never split across a page: a heading, a paragraph, a
// side's order of battle, one log entry, a picture with its caption.
struct ReportBlock
{
    enum class Kind
    {
        Heading, // kept on the page of the block after it
        Text,
        Table, // a long one may run over pages, between its rows
        Entry, // one entry of the log
        Picture
    };
    Kind kind = Kind::Text;
    // Rich text (Qt's subset of HTML, which browsers read too); a picture's caption. Empty for an
    // entry of one line: `line` says it.
    QString html;
    QImage picture; // Kind::Picture only
    // On the same page as the block after it: a heading, a picture's introduction.
    bool keepWithNext = false;
    // Kind::Entry: the entry's number in the log, as the report prints it ("#12").
    qint64 seq = 0;
    // Kind::Entry that is one line of text and no more (a move, a turn; not a result with its
    // dice): that line as plain spans, which the PDF sets without rich text (LineSetter), and
    // lineHtml() gives as rich text. Empty for every other block.
    QList<ReportSpan> line;
};

// A line of spans as rich text: one paragraph.
QString lineHtml(const QList<ReportSpan> &line);

// The battle report (DESIGN.md, Reports; docs/report.md): the battle's name, rule set, dates,
// sides and result; each side's order of battle with every unit's final state and strength left
// of its original; the rule set's count by turn (FoGR: attrition points) as a chart and a table;
// the table as set up and at the end as pictures; and the whole log turn by turn with every
// result's dice, modifiers and citations. Everything rule-set specific comes through the battle's
// rule set (rulesets::Books); the pictures are the app's own table and chart. Made once from the
// session's log; the PDF and HTML writers (reportwriter.h) lay out the same blocks. A long log
// tells `progress` how far it has come (and may be stopped by it: ReportCancelled).
class BattleReport
{
public:
    explicit BattleReport(const core::BattleSession &session, const ReportProgress &progress = {});

    QString title() const { return mTitle; }
    const QList<ReportBlock> &blocks() const { return mBlocks; }

    // The battle as set up: the log replayed up to its first entry that is not set-up (a move, a
    // result, a loss, a turn), and the seq of that entry (0 when every entry is set-up).
    static core::Battle setUp(const core::BattleSession &session, qint64 *firstPlayed = nullptr);

private:
    void addTitle(const core::BattleSession &session);
    void addSides(const core::Battle &battle);
    void addOrdersOfBattle(const core::Battle &battle);
    void addChart(const core::BattleSession &session);
    void addTable(const core::BattleSession &session);
    void addLog(const core::BattleSession &session, const std::function<void(double)> &progress);
    void add(ReportBlock::Kind kind, const QString &html, bool keepWithNext = false);

    QString mTitle;
    QList<ReportBlock> mBlocks;
};

} // namespace adjutant::app
