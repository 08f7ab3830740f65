// SPDX-License-Identifier: GPL-3.0-or-later
// TableScene on a hex map: a unit's counters are dragged hex by hex and turned a vertex at a
// time, each move planned by the rule set as the pointer goes (its movement points, its path,
// or why it may not be made, with the rule) and recorded as one event when it may be made.
#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/commanderitem.h"
#include "app/gui/hexmap/counteritem.h"
#include "app/gui/style/tablestyle.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/tablescene.h"
#include "core/battle.h"
#include "geometry/hexlayout.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSceneContextMenuEvent>
#include <QJsonObject>
#include <QKeyEvent>
#include <QMenu>

namespace adjutant::app {

namespace {

constexpr double dragStartPixels = 3;

} // namespace

QString TableScene::hexPlanCost(const rulesets::HexMovePlan &plan)
{
    return plan.allowance ? tr("%1 MP of %2").arg(plan.cost).arg(*plan.allowance)
                          : tr("%1 MP").arg(plan.cost);
}

QString TableScene::describeHexPlan(const rulesets::HexMovePlan &plan) const
{
    if (!plan.refusal.isEmpty())
        return tr("Not allowed: %1").arg(plan.refusal);
    // What the players must act on first; the steps, each with its section, after.
    QString text = hexPlanCost(plan);
    auto add = [&text](const QString &sentence) {
        text += (text.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ")) +
                sentence;
    };
    for (const QString &note : plan.notes)
        add(note);
    if (!plan.steps.isEmpty())
        add(plan.steps.join(QStringLiteral("; ")));
    return text;
}

std::optional<rulesets::HexMovePlan> TableScene::planHexMove(const QString &unitId,
                                                             const QList<core::Base> &to) const
{
    if (!mDocument)
        return std::nullopt;
    const core::Battle &battle = mDocument->battle();
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
    const rulesets::TableRules *rules = ruleset ? ruleset->tableRules() : nullptr;
    const int unit = battle.unitIndex(unitId);
    if (!rules || unit < 0)
        return std::nullopt;
    return rules->planHexMove(battle, unit, to);
}

void TableScene::showHexPlan()
{
    mHexPlan.reset();
    QPainterPath path;
    if (mHexDrag.active() && mHexDrag.moved()) {
        mHexPlan = planHexMove(mHexDrag.unitId(), mHexDrag.target());
        // The way the rule set found, through the hexes of the unit's first counter; a refused
        // move, straight to where it was dropped.
        QList<core::HexCell> way;
        if (mHexPlan && !mHexPlan->path.isEmpty()) {
            for (const QList<core::HexCell> &step : mHexPlan->path) {
                if (!step.isEmpty())
                    way << step.first();
            }
        } else if (!mHexDrag.target().isEmpty()) {
            const QList<core::Base> &units = mDocument->battle()
                                                 .units[mDocument->battle().unitIndex(
                                                     mHexDrag.unitId())]
                                                 .bases;
            way << units.first().hex << mHexDrag.target().first().hex;
        }
        for (qsizetype i = 0; i < way.size(); ++i) {
            const QPointF at = mFrame.toScene(mFrame.hexCentre(way[i]));
            if (i == 0)
                path.moveTo(at);
            else
                path.lineTo(at);
        }
    }
    const bool allowed = mHexPlan && mHexPlan->allowed;
    mHexPath->setPen(QPen(allowed ? tablestyle::contact : tablestyle::overlap, 4 * mPixel,
                          allowed ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
    mHexPath->setPath(path);
    mHexPath->setVisible(!path.isEmpty());
    // The cost where the way ends, or that the move is refused (the status bar says why).
    mHexCost->setText(!mHexPlan ? QString() : allowed ? hexPlanCost(*mHexPlan) : tr("Not allowed"));
    mHexCost->setBrush(allowed ? QColor(0x10, 0x10, 0x10) : tablestyle::overlap.darker(130));
    mHexCost->setPos(path.currentPosition());
    mHexCost->setVisible(!path.isEmpty() && !mHexCost->text().isEmpty());
    if (mHexDrag.active())
        emit statusMessage(mHexPlan ? QStringLiteral("%1: %2").arg(unitName(mHexDrag.unitId()),
                                                                 describeHexPlan(*mHexPlan))
                                    : QString());
}

void TableScene::syncHexCommanders()
{
    QSet<QString> seen;
    if (mDocument && mFrame.hexLayout()) {
        const core::Battle &battle = mDocument->battle();
        const double radius = mFrame.hexLayout()->radius();
        for (const core::Commander &commander : battle.commanders) {
            CommanderItem *item = mCommanders.value(commander.id);
            if (!item) {
                item = new CommanderItem(radius * 0.26);
                addItem(item);
                mCommanders.insert(commander.id, item);
            }
            seen.insert(commander.id);
            item->setSide(battle.sideIndex(commander.side));
            // In the lower left of his hex.
            item->setPos(mFrame.toScene(mFrame.hexCentre(commander.hex) +
                                        geometry::Point{-0.5, -0.5} * radius));
            const QString name = commander.name.isEmpty() ? commander.id : commander.name;
            QStringList tip{commander.rank.isEmpty() ? name : tr("%1, %2").arg(name, commander.rank)};
            if (!commander.orders.isEmpty())
                tip << tr("Orders: %1").arg(commander.orders);
            if (!commander.markers.isEmpty())
                tip << tr("Markers: %1").arg(commander.markers.join(QStringLiteral(", ")));
            item->setToolTip(tip.join(QLatin1Char('\n')));
            item->setMarks(commander.orders, commander.markers);
        }
    }
    for (auto it = mCommanders.begin(); it != mCommanders.end();) {
        if (!seen.contains(it.key())) {
            delete it.value();
            it = mCommanders.erase(it);
        } else {
            ++it;
        }
    }
    clearCountersOfCommanders();
}

void TableScene::clearCountersOfCommanders()
{
    if (!mFrame.hexLayout())
        return;
    // A commander's marker stands over the lower left of his hex, above the counters: a letter
    // laid out there would be hidden.
    const geometry::HexLayout &layout = *mFrame.hexLayout();
    for (BaseItem *item : std::as_const(mOrder)) {
        QRectF clear;
        const geometry::HexOffset hex = layout.hexAt(mFrame.toTable(item->pos()));
        for (const CommanderItem *commander : std::as_const(mCommanders)) {
            if (layout.hexAt(mFrame.toTable(commander->pos())) == hex)
                clear = clear.united(
                    commander->mapRectToScene(commander->boundingRect()).translated(-item->pos()));
        }
        if (auto *counter = dynamic_cast<CounterItem *>(item))
            counter->setKeepClear(clear);
    }
}

void TableScene::hexContextMenu(QGraphicsSceneContextMenuEvent *event)
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(mDocument->battle().ruleset);
    if (!ruleset || !mFrame.hexLayout())
        return;
    const rulesets::BooksTerms terms = ruleset->books().terms();
    const geometry::HexOffset at = mFrame.hexLayout()->hexAt(mFrame.toTable(event->scenePos()));
    QMenu menu;
    for (const core::Commander &commander : mDocument->battle().commanders) {
        if (commander.hex.column != at.column || commander.hex.row != at.row ||
            (terms.orders.isEmpty() && terms.markers.isEmpty()))
            continue;
        const QString id = commander.id;
        QMenu *his = menu.addMenu(commander.name.isEmpty() ? id : commander.name);
        QMenu *orders = his->addMenu(tr("Orders"));
        for (const QString &word : terms.orders) {
            QAction *action = orders->addAction(word, [this, id, word] {
                record(core::Change{QStringLiteral("commander.changed"),
                                    {{QStringLiteral("id"), id},
                                     {QStringLiteral("set"), QJsonObject{{QStringLiteral("orders"), word}}}}});
            });
            action->setCheckable(true);
            action->setChecked(commander.orders == word);
            action->setEnabled(commander.orders != word);
        }
        his->addSeparator();
        for (const QString &marker : terms.markers) {
            const bool on = commander.markers.contains(marker);
            QAction *action = his->addAction(marker, [this, id, marker, on] {
                record(core::Change{QStringLiteral("commander.marked"),
                                    {{QStringLiteral("id"), id},
                                     {QStringLiteral("marker"), marker},
                                     {QStringLiteral("on"), !on}}});
            });
            action->setCheckable(true);
            action->setChecked(on);
        }
    }
    if (menu.isEmpty())
        return;
    menu.exec(event->screenPos());
    event->accept();
}

void TableScene::cancelHexDrag()
{
    if (!mHexDrag.active())
        return;
    mHexDrag.cancel(mFrame);
    mPressed = false;
    mHexPlan.reset();
    mHexPath->setVisible(false);
    mHexCost->setVisible(false);
}

bool TableScene::hexPress(QGraphicsSceneMouseEvent *event)
{
    BaseItem *base = nullptr;
    for (QGraphicsItem *item :
         items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder)) {
        if (item->type() == BaseItem::Type) {
            base = static_cast<BaseItem *>(item);
            break;
        }
    }
    if (!base) {
        if (!(event->modifiers() & Qt::ControlModifier))
            clearSelection();
        event->ignore(); // the view draws a rubber band
        return true;
    }
    if (event->modifiers() & Qt::ControlModifier) {
        selectUnit(base->unitId(), true);
        event->accept();
        return true;
    }
    if (!base->isSelected())
        selectUnit(base->unitId());
    const core::Battle &battle = mDocument->battle();
    const int unit = battle.unitIndex(base->unitId());
    if (unit < 0)
        return true;
    QList<BaseItem *> counters;
    for (const core::Base &b : battle.units[unit].bases)
        counters << mBases.value(BaseKey(base->unitId(), b.id));
    const geometry::HexOffset pressed = mFrame.hexLayout()->hexAt(mFrame.toTable(event->scenePos()));
    mHexDrag.begin(base->unitId(), counters, battle.units[unit].bases,
                   {pressed.column, pressed.row});
    mPressed = true;
    mDragMoved = false;
    emit statusMessage(tr("%1: drag to a hex to move (Shift: place it there whatever the rules "
                          "say); ← and → step into a front hex, [ and ] turn a vertex, T "
                          "counter-marches")
                           .arg(unitName(base->unitId())));
    event->accept();
    return true;
}

bool TableScene::hexMove(QGraphicsSceneMouseEvent *event)
{
    if (!mPressed || !mHexDrag.active())
        return false;
    event->accept();
    const QPointF from = event->buttonDownScenePos(Qt::LeftButton);
    if (!mDragMoved && QLineF(from, event->scenePos()).length() < dragStartPixels * mPixel)
        return true;
    mDragMoved = true;
    // Off the map the counters stay in the last hex on it.
    const std::optional<geometry::HexOffset> hex =
        mFrame.hexLayout()->mapHexAt(mFrame.toTable(event->scenePos()));
    if (hex && mHexDrag.update({hex->column, hex->row}, mHexDrag.turn(), mFrame)) {
        showHexPlan();
        emit dragMoved();
    }
    return true;
}

bool TableScene::hexRelease(QGraphicsSceneMouseEvent *event)
{
    if (!mPressed || event->button() != Qt::LeftButton)
        return false;
    mPressed = false;
    if (!mHexDrag.active())
        return true;
    const bool free = event->modifiers() & Qt::ShiftModifier;
    const QString unit = mHexDrag.unitId();
    const QList<core::Base> target = mHexDrag.target();
    const std::optional<rulesets::HexMovePlan> plan = mHexPlan;
    if (!mHexDrag.moved()) {
        mHexDrag.cancel(mFrame);
    } else if (!free && plan && !plan->allowed) {
        mHexDrag.cancel(mFrame);
        syncBases(nullptr);
        emit dragMoved();
        emit statusMessage(tr("%1 not moved. %2 Hold Shift to place it there all the same.")
                               .arg(unitName(unit), describeHexPlan(*plan)));
    } else {
        mHexDrag.finish();
        record(hexMovedChange(unit, target));
        if (plan && !free)
            emit statusMessage(
                QStringLiteral("%1: %2").arg(unitName(unit), describeHexPlan(*plan)));
    }
    mHexPlan.reset();
    mHexPath->setVisible(false);
    mHexCost->setVisible(false);
    return true;
}

void TableScene::stepHexUnit(HexStep step, bool free)
{
    const QList<BaseItem *> selected = selectedBases();
    if (!mDocument || selected.isEmpty())
        return;
    const QString unitId = selected.first()->unitId();
    const core::Battle &battle = mDocument->battle();
    const int unit = battle.unitIndex(unitId);
    if (unit < 0 || battle.units[unit].bases.isEmpty())
        return;
    const QList<core::Base> to = stepped(battle.units[unit].bases, step);
    for (const core::Base &base : to) {
        if (!mFrame.hexLayout()->mapHexAt(mFrame.hexCentre(base.hex))) {
            emit statusMessage(tr("%1 not moved: %2 is off the map.")
                                   .arg(unitName(unitId),
                                        TableFrame::hexLabel(base.hex.column, base.hex.row)));
            return;
        }
    }
    const std::optional<rulesets::HexMovePlan> plan = planHexMove(unitId, to);
    if (!free && plan && !plan->allowed) {
        emit statusMessage(tr("%1 not moved. %2 Hold Shift to move it all the same.")
                               .arg(unitName(unitId), describeHexPlan(*plan)));
        return;
    }
    record(hexMovedChange(unitId, to));
    if (plan && !free)
        emit statusMessage(QStringLiteral("%1: %2").arg(unitName(unitId), describeHexPlan(*plan)));
}

bool TableScene::hexKey(QKeyEvent *event)
{
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    switch (event->key()) {
    case Qt::Key_Escape:
        if (mHexDrag.active()) {
            cancelHexDrag();
            syncBases(nullptr);
            emit dragMoved();
            return true;
        }
        return false;
    case Qt::Key_Left:
        stepHexUnit(HexStep::FrontLeft, shift);
        return true;
    case Qt::Key_Right:
        stepHexUnit(HexStep::FrontRight, shift);
        return true;
    case Qt::Key_BracketLeft:
    case Qt::Key_BraceLeft:
        stepHexUnit(HexStep::TurnLeft, shift);
        return true;
    case Qt::Key_BracketRight:
    case Qt::Key_BraceRight:
        stepHexUnit(HexStep::TurnRight, shift);
        return true;
    case Qt::Key_T:
        stepHexUnit(HexStep::About, shift);
        return true;
    case Qt::Key_Up:
    case Qt::Key_Down:
        return true; // units advance into a front hex only: ← and →
    default:
        return false;
    }
}

} // namespace adjutant::app
