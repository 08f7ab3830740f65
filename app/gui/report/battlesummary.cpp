// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/report/battlesummary.h"

#include "app/gui/document/battledocument.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/textlimits.h"
#include "rulesets/ruleset.h"

#include <QLabel>
#include <QVBoxLayout>

namespace adjutant::app {

BattleSummary::BattleSummary(QWidget *parent) : QWidget(parent), mText(new QLabel(this))
{
    mText->setTextFormat(Qt::RichText);
    mText->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mText->setWordWrap(true);
    mText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(mText);
    sync();
}

QString BattleSummary::rulesetName(const QString &id)
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(id);
    return ruleset ? ruleset->name() : id;
}

void BattleSummary::setDocument(const BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    // It counts the log's events: every change is news to it.
    if (document)
        connect(document, &BattleDocument::changed, this, &BattleSummary::sync);
    sync();
}

void BattleSummary::sync()
{
    if (!mDocument) {
        mText->setText(tr("<h2>No battle open</h2>"
                          "<p>Start a new battle with <b>File &gt; New Battle</b>, open a battle file with "
                          "<b>File &gt; Open</b>, or try <b>Help &gt; Open the Demo Battle</b>.</p>"
                          "<p>Every change is saved in the battle file the moment you make it.</p>"));
        return;
    }
    const core::Battle &battle = mDocument->battle();
    const core::TableModel &table = battle.table;
    const QString tableText =
        table.unit.isHex()
            ? tr("%1 × %2 hexes").arg(table.hexColumns).arg(table.hexRows)
            : tr("%1 × %2 %3  (%4 × %5 mm)")
                  .arg(table.unit.toUnits(table.width), 0, 'g', 6)
                  .arg(table.unit.toUnits(table.depth), 0, 'g', 6)
                  .arg(table.unit.label())
                  .arg(table.width.millimetres(), 0, 'g', 7)
                  .arg(table.depth.millimetres(), 0, 'g', 7);
    int bases = 0;
    for (const core::Unit &unit : battle.units)
        bases += int(unit.bases.size());
    QString active = battle.activeSide;
    const int activeIndex = battle.sideIndex(battle.activeSide);
    if (activeIndex >= 0 && !battle.sides[activeIndex].name.isEmpty())
        active = battle.sides[activeIndex].name;
    // A text over its limit (an older file's) shortened, so that it cannot widen the window
    // (docs/formats.md, Limits).
    const auto shown = [](const QString &text, qsizetype limit = core::TextLimits::maxName) {
        return core::TextLimits::shortened(text, limit).toHtmlEscaped();
    };
    QString sides;
    for (const core::Side &side : battle.sides) {
        sides += tr("<li><b>%1</b>%2</li>")
                     .arg(shown(side.name),
                          side.army.isEmpty() ? QString() : QStringLiteral(" — ") + shown(side.army, core::TextLimits::maxText));
    }
    const auto &session = mDocument->session();
    mText->setText(tr("<h2>%1</h2>"
                      "<table cellspacing='6'>"
                      "<tr><td>Rule set</td><td><b>%2</b></td></tr>"
                      "<tr><td>Table</td><td>%3</td></tr>"
                      "<tr><td>Turn</td><td><b>%4</b>  %5  %6</td></tr>"
                      "<tr><td>On the table</td><td>%7 units (%8 bases), %9 commanders, %10 terrain pieces</td></tr>"
                      "<tr><td>Log</td><td>%11</td></tr>"
                      "<tr><td>File</td><td>%12</td></tr>"
                      "</table><h3>Sides</h3><ul>%13</ul>")
                       .arg(battle.name.isEmpty() ? tr("Untitled battle") : shown(battle.name),
                            rulesetName(battle.ruleset), tableText)
                       .arg(battle.turn)
                       .arg(battle.phase.isEmpty() ? QString() : tr("%1 phase").arg(shown(battle.phase)),
                            active.isEmpty() ? QString() : tr("— %1 active").arg(shown(active)))
                       .arg(battle.units.size())
                       .arg(bases)
                       .arg(battle.commanders.size())
                       .arg(battle.terrain.size())
                       .arg(session.events().size() == 1 ? tr("1 event") : tr("%1 events").arg(session.events().size()))
                       .arg(mDocument->path().toHtmlEscaped(), sides));
}

} // namespace adjutant::app
