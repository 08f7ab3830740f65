// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/unitsdock.h"

#include "app/gui/docks/cohesionladderdelegate.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "app/gui/style/tablestyle.h"
#include "core/battle.h"
#include "core/textlimits.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"
#include "rulesets/unitcohesion.h"

#include <QAction>
#include <QApplication>
#include <QHelpEvent>
#include <QHeaderView>
#include <QIcon>
#include <QMenu>
#include <QMetaObject>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QStyledItemDelegate>
#include <QSet>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace adjutant::app {

namespace {

const QString unitPrefix = QStringLiteral("unit:");

QString stateText(const core::UnitState &state)
{
    QStringList parts;
    if (!state.formation.isEmpty())
        parts << state.formation;
    if (state.disordered)
        parts << UnitsDock::tr("disordered");
    parts << state.flags;
    return parts.join(QStringLiteral(", "));
}

// A side's colour as a small square, drawn at the screen's pixel density.
QIcon swatch(const QColor &colour, int size, qreal ratio)
{
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(colour.darker(140));
    painter.setBrush(colour);
    painter.drawRoundedRect(QRectF(1, 1, size - 2, size - 2), 2, 2);
    return QIcon(pixmap);
}

// The tree, with the widths of its columns' contents open to the dock that fits them.
class UnitsTree : public QTreeWidget
{
public:
    using QTreeWidget::QTreeWidget;
    using QTreeWidget::sizeHintForColumn;
};

// Shows a cell's whole text in its tooltip, before the tooltip of its own, when the column is
// too narrow for it and the view elides it.
class ElidedTipDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    bool helpEvent(QHelpEvent *event, QAbstractItemView *view, const QStyleOptionViewItem &option,
                   const QModelIndex &index) override
    {
        if (event->type() != QEvent::ToolTip || !index.isValid())
            return QStyledItemDelegate::helpEvent(event, view, option, index);
        QStyleOptionViewItem cell = option;
        initStyleOption(&cell, index);
        const QString text = index.data(Qt::DisplayRole).toString();
        const QString own = index.data(Qt::ToolTipRole).toString();
        QString tip = own;
        if (UnitsDock::isElided(cell, text))
            tip = own.isEmpty() ? text : text + QLatin1Char('\n') + own;
        // The unit's name tells what the columns hidden for want of room would.
        if (index.column() == UnitsDock::Name && index.parent().isValid()) {
            const auto *tree = static_cast<const QTreeView *>(view);
            QStringList hidden;
            for (int column = 0; column < UnitsDock::ColumnCount; ++column) {
                const QString words = index.siblingAtColumn(column).data().toString();
                if (tree->isColumnHidden(column) && !words.isEmpty())
                    hidden << QStringLiteral("%1: %2").arg(
                        view->model()->headerData(column, Qt::Horizontal).toString(), words);
            }
            if (!hidden.isEmpty())
                tip = (tip.isEmpty() ? text : tip) + QLatin1Char('\n') +
                      hidden.join(QLatin1Char('\n'));
        }
        if (tip.isEmpty()) {
            QToolTip::hideText();
            return true;
        }
        QToolTip::showText(event->globalPos(), tip, view->viewport(), option.rect);
        return true;
    }
};

QAction *makeAction(QObject *parent, const QString &text, const QString &tip,
                    const QKeySequence &key)
{
    auto *action = new QAction(text, parent);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    action->setStatusTip(tip);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    return action;
}

} // namespace

UnitsDock::UnitsDock(QWidget *parent)
    : QDockWidget(tr("Units"), parent),
      cohesionDown(makeAction(this, tr("Cohesion &Down"),
                              tr("Drop the current unit one step of cohesion"),
                              QKeySequence(tr("Ctrl+Shift+Down")))),
      cohesionUp(makeAction(this, tr("Cohesion &Up"),
                            tr("Raise the current unit one step of cohesion"),
                            QKeySequence(tr("Ctrl+Shift+Up")))),
      baseLost(makeAction(this, tr("Base &Lost"), tr("The current unit loses a base"),
                          QKeySequence(tr("Ctrl+Shift+L")))),
      baseRestored(makeAction(this, tr("Base &Restored"), tr("The current unit regains a base"),
                              QKeySequence(tr("Ctrl+Shift+R")))),
      disorder(makeAction(this, tr("&Disordered"),
                          tr("Mark the current unit disordered, or no longer"),
                          QKeySequence(tr("Ctrl+Shift+D")))),
      formation(makeAction(this, tr("F&ormation"),
                           tr("Record the formation the current unit takes"), QKeySequence())),
      commander(makeAction(this, tr("Co&mmander"),
                           tr("Attach a commander to the current unit, or detach him"),
                           QKeySequence())),
      mTree(new UnitsTree(this)), mLadder(new CohesionLadderDelegate(this))
{
    setObjectName(QStringLiteral("unitsDock"));
    cohesionDown->setIconText(tr("Cohesion ▼"));
    cohesionUp->setIconText(tr("Cohesion ▲"));
    baseLost->setIconText(tr("Base −"));
    baseRestored->setIconText(tr("Base +"));
    disorder->setIconText(tr("Disorder"));
    disorder->setCheckable(true);
    formation->setIconText(tr("Formation"));
    formation->setMenu(new QMenu(this));
    connect(formation->menu(), &QMenu::aboutToShow, this, &UnitsDock::fillFormations);
    commander->setIconText(tr("Commander"));
    commander->setMenu(new QMenu(this));
    connect(commander->menu(), &QMenu::aboutToShow, this, &UnitsDock::fillCommanders);

    mTree->setColumnCount(ColumnCount);
    mTree->setHeaderLabels({tr("Unit"), QString(), tr("Bases"), QString(), tr("State"),
                            tr("Commander"), tr("Quality"), tr("Troop type")});
    mTree->headerItem()->setToolTip(
        Cohesion, tr("Select a unit, then click a step of its ladder to record it"));
    updateHeader(nullptr);
    mTree->setAlternatingRowColors(true);
    mTree->setUniformRowHeights(true);
    mTree->setItemDelegateForColumn(Cohesion, mLadder);
    mTree->setMouseTracking(true);
    mTree->viewport()->installEventFilter(this);
    // The columns are fitted to the dock's width (fitColumns); what still does not fit is
    // elided, its whole text in the cell's tooltip.
    mTree->header()->setSectionResizeMode(QHeaderView::Fixed);
    mTree->header()->setStretchLastSection(false);
    mTree->setTextElideMode(Qt::ElideRight);
    mTree->setItemDelegate(new ElidedTipDelegate(mTree));

    auto *bar = new QToolBar(this);
    bar->setObjectName(QStringLiteral("unitsDockToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addActions(unitActions());
    // The formation's button opens its menu at a click.
    for (QAction *withMenu : {formation, commander}) {
        if (auto *button = qobject_cast<QToolButton *>(bar->widgetForAction(withMenu)))
            button->setPopupMode(QToolButton::InstantPopup);
    }
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(bar);
    layout->addWidget(mTree);
    setWidget(body);

    connect(
        mLadder, &CohesionLadderDelegate::stepClicked, this,
        [this](const QModelIndex &index, int step) {
            const QString id = index.siblingAtColumn(Name).data(IdRole).toString();
            const QStringList steps = index.data(CohesionLadderDelegate::LadderRole).toStringList();
            // Only the current unit's ladder takes a step: a click that selects a unit is never
            // also a cohesion change.
            if (!id.startsWith(unitPrefix) || id != mLadderArmedFor || step < 0 ||
                step >= steps.size())
                return;
            // Recording rebuilds the tree: not from inside the tree's own mouse handling.
            QMetaObject::invokeMethod(
                this,
                [this, id, level = steps[step]] { setCohesion(id.mid(unitPrefix.size()), level); },
                Qt::QueuedConnection);
        });
    connect(mTree, &QTreeWidget::currentItemChanged, this, [this] {
        updateActions();
        if (!mSyncing && !currentUnit().isEmpty())
            emit unitSelected(currentUnit());
    });
    connect(cohesionDown, &QAction::triggered, this, [this] { stepCohesion(+1); });
    connect(cohesionUp, &QAction::triggered, this, [this] { stepCohesion(-1); });
    connect(baseLost, &QAction::triggered, this, [this] {
        record(QStringLiteral("unit.basesLost"),
               {{QStringLiteral("id"), currentUnit()}, {QStringLiteral("count"), 1}});
    });
    connect(baseRestored, &QAction::triggered, this, [this] {
        record(QStringLiteral("unit.basesRestored"),
               {{QStringLiteral("id"), currentUnit()}, {QStringLiteral("count"), 1}});
    });
    connect(disorder, &QAction::triggered, this, &UnitsDock::toggleDisorder);
    updateActions();
}

bool UnitsDock::eventFilter(QObject *watched, QEvent *event)
{
    // Resized, or the type changed (table-side mode): the columns fitted again.
    if (watched == mTree->viewport() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        fitColumns();
    // Which unit was current when the button went down: the press itself makes its row current
    // before the ladder sees the release.
    if (watched == mTree->viewport() && event->type() == QEvent::MouseButtonPress) {
        const QTreeWidgetItem *current = mTree->currentItem();
        const QModelIndex pressed =
            mTree->indexAt(static_cast<QMouseEvent *>(event)->position().toPoint());
        mLadderArmedFor = current && pressed.isValid() &&
                                  mTree->itemFromIndex(pressed.siblingAtColumn(Name)) == current
                              ? current->data(Name, IdRole).toString()
                              : QString();
    }
    return QDockWidget::eventFilter(watched, event);
}

UnitsDock::~UnitsDock() = default;

void UnitsDock::setDocument(BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    if (document)
        connect(document, &BattleDocument::changed, this, &UnitsDock::documentChanged);
    sync();
}

void UnitsDock::documentChanged(const core::ChangeScope &scope)
{
    // Units added, removed or moved to another side, sides and commanders (named on the rows of
    // their units) change the tree; a unit's own change its row.
    const core::Battle &battle = mDocument->battle();
    bool rebuild = scope.battle || !scope.sides.isEmpty() || !scope.commanders.isEmpty();
    QList<QPair<QTreeWidgetItem *, const core::Unit *>> rows;
    for (const QString &id : scope.units) {
        QTreeWidgetItem *item = unitItem(id);
        const int index = battle.unitIndex(id);
        if (!item || index < 0 ||
            item->parent()->data(Name, IdRole).toString() !=
                QStringLiteral("side:") + battle.units[index].side) {
            rebuild = true;
            break;
        }
        rows.append({item, &battle.units[index]});
    }
    if (rebuild) {
        sync();
        return;
    }
    if (rows.isEmpty())
        return;
    const QStringList steps = ladderSteps();
    const rulesets::Books *rulesetBooks = books::booksOf(battle);
    for (const auto &[item, unit] : std::as_const(rows))
        fillRow(item, *unit, steps, rulesetBooks);
    fitColumns(); // a row's new words may want another width
    updateActions();
}

void UnitsDock::updateHeader(const rulesets::Books *rulesetBooks)
{
    // The ladder's and the losses' columns are named in the rule set's words.
    const rulesets::BooksTerms terms =
        rulesetBooks ? rulesetBooks->terms() : rulesets::BooksTerms();
    QTreeWidgetItem *header = mTree->headerItem();
    const QString ladder = terms.ladder.isEmpty() ? tr("Cohesion") : terms.ladder;
    const QString losses = terms.losses.isEmpty() ? tr("Losses") : terms.losses;
    // Set only when they change: an unchanged header lays nothing out again.
    if (header->text(Cohesion) != ladder) {
        header->setText(Cohesion, ladder);
        cohesionDown->setIconText(tr("%1 ▼").arg(ladder));
        cohesionUp->setIconText(tr("%1 ▲").arg(ladder));
    }
    if (header->text(Losses) != losses)
        header->setText(Losses, losses);
    // What the strength counts, bases or figures.
    const QString strength = terms.strength.isEmpty() ? tr("Bases") : terms.strength;
    const QString one = terms.strengthOne.isEmpty() ? tr("base") : terms.strengthOne;
    if (header->text(Strength) != strength) {
        header->setText(Strength, strength);
        header->setToolTip(Strength, tr("%1 now / at the start").arg(strength));
        const QString title = one.left(1).toUpper() + one.mid(1);
        baseLost->setIconText(tr("%1 −").arg(title));
        baseRestored->setIconText(tr("%1 +").arg(title));
        baseLost->setToolTip(tr("The current unit loses a %1").arg(one));
        baseRestored->setToolTip(tr("The current unit regains a %1").arg(one));
    }
    header->setToolTip(Losses, terms.lossesHelp.isEmpty()
                                   ? tr("The losses the unit can take, by the rule set")
                                   : terms.lossesHelp);
}

QStringList UnitsDock::ladderSteps() const
{
    if (!mDocument)
        return {};
    const rulesets::Ruleset *ruleset = books::rulesetOf(mDocument->battle());
    return ruleset ? ruleset->cohesionLadder() : QStringList();
}

rulesets::UnitCohesion UnitsDock::cohesionOf(const core::Unit &unit) const
{
    const rulesets::Ruleset *ruleset = mDocument ? books::rulesetOf(mDocument->battle()) : nullptr;
    if (!ruleset) {
        rulesets::UnitCohesion recorded;
        recorded.level = unit.state.cohesion;
        recorded.recorded = !recorded.level.isEmpty();
        return recorded;
    }
    return rulesets::unitCohesion(*ruleset, unit);
}

bool UnitsDock::isElided(const QStyleOptionViewItem &cell, const QString &text)
{
    // The room the style leaves for the text in the cell, as the view draws it.
    const QWidget *widget = cell.widget;
    const QStyle *style = widget ? widget->style() : QApplication::style();
    const QRect room = style->subElementRect(QStyle::SE_ItemViewItemText, &cell, widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    return cell.fontMetrics.horizontalAdvance(text) > room.width() - 2 * margin;
}

QString UnitsDock::currentUnit() const
{
    const QTreeWidgetItem *item = mTree->currentItem();
    const QString id = item ? item->data(Name, IdRole).toString() : QString();
    return id.startsWith(unitPrefix) ? id.mid(unitPrefix.size()) : QString();
}

QTreeWidgetItem *UnitsDock::unitItem(const QString &unitId) const
{
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *side = mTree->topLevelItem(i);
        for (int j = 0; j < side->childCount(); ++j) {
            if (side->child(j)->data(Name, IdRole).toString() == unitPrefix + unitId)
                return side->child(j);
        }
    }
    return nullptr;
}

void UnitsDock::setCurrentUnit(const QString &unitId)
{
    if (unitId == currentUnit())
        return;
    QTreeWidgetItem *item = unitItem(unitId);
    if (!item)
        return;
    mSyncing = true;
    mTree->setCurrentItem(item);
    mTree->scrollToItem(item);
    mSyncing = false;
}

void UnitsDock::fillRow(QTreeWidgetItem *item, const core::Unit &unit, const QStringList &steps,
                        const rulesets::Books *rulesetBooks)
{
    const core::Battle &battle = mDocument->battle();
    item->setText(Name, core::TextLimits::shownName(unit.name, unit.id));
    // The level recorded, or where the rules start every unit while none is; with neither, the
    // words "not recorded" in place of a ladder with no step on.
    const rulesets::UnitCohesion level = cohesionOf(unit);
    item->setText(Cohesion, level.level.isEmpty() ? tr("not recorded") : level.level);
    item->setData(Cohesion, CohesionLadderDelegate::LadderRole, steps);
    const QString note = level.note();
    item->setToolTip(Cohesion,
                     tr("%1: select the unit, then click a step to record it (%2 and "
                        "%3 step by step)")
                         .arg(level.level.isEmpty() ? tr("no level")
                                                    : level.level.toUpper(),
                              cohesionDown->shortcut().toString(QKeySequence::NativeText),
                              cohesionUp->shortcut().toString(QKeySequence::NativeText)) +
                         (note.isEmpty() ? QString() : QStringLiteral("\n") + note));
    item->setText(
        Strength,
        QStringLiteral("%1 / %2").arg(unit.currentStrength).arg(unit.originalStrength));
    item->setTextAlignment(Strength, Qt::AlignCenter);

    const rulesets::UnitLosses losses =
        rulesetBooks ? rulesetBooks->losses(battle, unit) : rulesets::UnitLosses();
    // A row filled again loses the marks of its last level: no colours, the view's font.
    QVariant background;
    QVariant foreground;
    QVariant font;
    switch (losses.level) {
    case rulesets::UnitLosses::Level::Reached: {
        background = QBrush(tablestyle::reached());
        foreground = QBrush(Qt::white);
        QFont bold = mTree->font();
        bold.setBold(true);
        font = bold;
        break;
    }
    case rulesets::UnitLosses::Level::Warning:
        background = QBrush(tablestyle::warning());
        foreground = QBrush(Qt::black);
        break;
    case rulesets::UnitLosses::Level::Counting:
    case rulesets::UnitLosses::Level::None:
        break;
    }
    item->setData(Losses, Qt::BackgroundRole, background);
    item->setData(Losses, Qt::ForegroundRole, foreground);
    item->setData(Losses, Qt::FontRole, font);
    item->setText(Losses, losses.text.isEmpty() ? QStringLiteral("—") : losses.text);
    item->setToolTip(Losses, losses.note);
    item->setTextAlignment(Losses, Qt::AlignCenter);

    item->setText(State, stateText(unit.state));
    QStringList commanders;
    for (const core::Commander &commander : battle.commanders) {
        if (commander.attachedTo == unit.id)
            commanders << core::TextLimits::shownName(commander.name, commander.rank);
    }
    item->setText(Commander, commanders.join(QStringLiteral(", ")));
    item->setText(Quality, unit.quality);
    QStringList type{unit.troopType};
    if (!unit.armour.isEmpty())
        type.prepend(unit.armour);
    item->setText(TroopType, type.join(QLatin1Char(' ')));
    item->setToolTip(TroopType, unit.capabilities.join(QStringLiteral(", ")));
}

void UnitsDock::sync()
{
    mSyncing = true;
    // Keep what the user had open and selected across the rebuild.
    QSet<QString> collapsed;
    for (int i = 0; i < mTree->topLevelItemCount(); ++i) {
        if (!mTree->topLevelItem(i)->isExpanded())
            collapsed << mTree->topLevelItem(i)->data(Name, IdRole).toString();
    }
    const QString selected =
        mTree->currentItem() ? mTree->currentItem()->data(Name, IdRole).toString() : QString();
    mTree->clear();
    if (!mDocument) {
        updateHeader(nullptr);
        mSyncing = false;
        updateActions();
        return;
    }
    const core::Battle &battle = mDocument->battle();
    const QStringList steps = ladderSteps();
    const rulesets::Books *rulesetBooks = books::booksOf(battle);
    updateHeader(rulesetBooks);
    const int iconSize = mTree->fontMetrics().height() - 2;
    const qreal ratio = devicePixelRatioF();
    for (int s = 0; s < battle.sides.size(); ++s) {
        const core::Side &side = battle.sides[s];
        auto *sideItem = new QTreeWidgetItem(mTree);
        sideItem->setData(Name, IdRole, QStringLiteral("side:") + side.id);
        sideItem->setIcon(Name, swatch(tablestyle::sideColour(s), iconSize, ratio));
        sideItem->setToolTip(Name, side.army);
        QFont bold = sideItem->font(Name);
        bold.setBold(true);
        sideItem->setFont(Name, bold);
        int units = 0;
        for (const core::Unit &unit : battle.units) {
            if (unit.side != side.id)
                continue;
            ++units;
            auto *item = new QTreeWidgetItem(sideItem);
            item->setData(Name, IdRole, unitPrefix + unit.id);
            fillRow(item, unit, steps, rulesetBooks);
            if (item->data(Name, IdRole).toString() == selected)
                mTree->setCurrentItem(item);
        }
        sideItem->setText(Name, QStringLiteral("%1  (%2)")
                                    .arg(core::TextLimits::shownName(side.name, side.id))
                                    .arg(units));
        sideItem->setExpanded(!collapsed.contains(sideItem->data(Name, IdRole).toString()));
        sideItem->setFirstColumnSpanned(true); // the side's name across the row, never cut
    }
    mSyncing = false;
    fitColumns();
    updateActions();
}

QList<int> UnitsDock::wantedWidths() const
{
    QList<int> wanted;
    for (int column = 0; column < ColumnCount; ++column)
        wanted << std::max(mTree->header()->sectionSizeHint(column),
                           static_cast<UnitsTree *>(mTree)->sizeHintForColumn(column));
    return wanted;
}

int UnitsDock::essentialWidth() const
{
    const QList<int> wanted = wantedWidths();
    // The tree's frame and scroll bar, and the dock's own margins, round the columns.
    return wanted[Name] + wanted[Cohesion] + wanted[Strength] + wanted[Losses] +
           (mTree->width() - mTree->viewport()->width()) + (width() - mTree->width());
}

void UnitsDock::fitColumns()
{
    // Each column as wide as its widest text when all fit. Otherwise the unit's name, the ladder,
    // the bases and the losses keep theirs (they are read at a glance; a cut name or figure
    // misleads), and the others follow in order while there is room: the first that does not fit
    // whole is elided into what is left (a few letters at least) and those after it are hidden,
    // their words in the name's tooltip. When even those four do not fit, the losses' words (a
    // sentence in some rule sets) are elided, their whole text in the cell's tooltip, before the
    // name is: two units cut to "Horac…" cannot be told apart.
    QHeaderView *header = mTree->header();
    const int letter = fontMetrics().averageCharWidth();
    header->setMinimumSectionSize(1);
    const QList<int> wanted = wantedWidths();
    const int available = mTree->viewport()->width();
    int whole = 0;
    for (int column = 0; column < ColumnCount; ++column)
        whole += wanted[column];
    QList<int> widths = wanted;
    QList<bool> hidden(ColumnCount, false);
    if (whole <= available) {
        widths[TroopType] += available - whole; // the last column takes the rest
    } else {
        int left = available - wanted[Cohesion] - wanted[Strength];
        const int leastLosses = std::min(wanted[Losses], letter * 8);
        // A dock too narrow even for those: the name is elided, to a dozen letters at least.
        widths[Name] = std::max(std::min(wanted[Name], left - leastLosses),
                                std::min(wanted[Name], letter * 12));
        left -= widths[Name];
        widths[Losses] = std::max(std::min(wanted[Losses], left), leastLosses);
        left -= widths[Losses];
        bool full = false;
        for (int column : {State, Commander, Quality, TroopType}) {
            if (!full && wanted[column] <= left) {
                left -= wanted[column];
                continue;
            }
            if (!full && left >= letter * 6) {
                widths[column] = left;
                left = 0;
            } else {
                hidden[column] = true;
            }
            full = true;
        }
        if (left > 0) // what is left goes to the name
            widths[Name] += left;
    }
    for (int column = 0; column < ColumnCount; ++column) {
        if (header->isSectionHidden(column) != hidden[column])
            header->setSectionHidden(column, hidden[column]);
        if (!hidden[column] && header->sectionSize(column) != widths[column])
            header->resizeSection(column, widths[column]);
    }
}

} // namespace adjutant::app
