// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/logdock.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/document/logfilter.h"
#include "app/gui/document/logmodel.h"
#include "core/battle.h"
#include "core/textlimits.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace adjutant::app {

namespace {
// Refills a combo box keeping the chosen item (by its data) when it is still offered.
void refill(QComboBox *box, const QList<QPair<QString, QVariant>> &items)
{
    const QVariant chosen = box->currentData();
    int index = -1;
    {
        const QSignalBlocker blocker(box);
        box->clear();
        for (const auto &[text, data] : items)
            box->addItem(text, data);
        index = box->findData(chosen);
        box->setCurrentIndex(index < 0 ? 0 : index);
    }
    if (index < 0 && chosen.isValid() && chosen != box->itemData(0))
        emit box->currentIndexChanged(0); // what was chosen is gone: the filter lets go of it
}
} // namespace

LogDock::LogDock(QWidget *parent)
    : QDockWidget(tr("Log"), parent), mModel(new LogModel(this)), mFilter(new LogFilter(this)),
      mView(new QTableView(this)), mUnit(new QComboBox(this)), mTurn(new QComboBox(this)),
      mKind(new QComboBox(this)), mCount(new QLabel(this)), mDetails(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("logDock"));
    mFilter->setSourceModel(mModel);
    mView->setModel(mFilter);
    mView->setSelectionBehavior(QAbstractItemView::SelectRows);
    mView->setSelectionMode(QAbstractItemView::SingleSelection);
    mView->setAlternatingRowColors(true);
    mView->verticalHeader()->hide();
    mView->horizontalHeader()->setStretchLastSection(true);
    mView->setWordWrap(false);
    fitColumns();

    mUnit->setObjectName(QStringLiteral("logUnitFilter"));
    mTurn->setObjectName(QStringLiteral("logTurnFilter"));
    mKind->setObjectName(QStringLiteral("logKindFilter"));
    mUnit->setToolTip(tr("Only the entries that change this unit"));
    mTurn->setToolTip(tr("Only the entries of this turn"));
    mKind->setToolTip(
        tr("Only this kind of entry: one kind of change, or the results of one procedure"));
    for (QComboBox *box : {mUnit, mTurn, mKind})
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    mDetails->setObjectName(QStringLiteral("logDetails"));
    mDetails->setPlaceholderText(tr("Select a result to see its dice, modifiers and citations."));
    mDetails->setOpenLinks(false);

    auto *filters = new QHBoxLayout;
    filters->setContentsMargins(4, 2, 4, 2);
    auto *unitLabel = new QLabel(tr("&Unit:"), this);
    unitLabel->setBuddy(mUnit);
    auto *turnLabel = new QLabel(tr("T&urn:"), this);
    turnLabel->setBuddy(mTurn);
    auto *kindLabel = new QLabel(tr("&Kind:"), this);
    kindLabel->setBuddy(mKind);
    filters->addWidget(unitLabel);
    filters->addWidget(mUnit);
    filters->addWidget(turnLabel);
    filters->addWidget(mTurn);
    filters->addWidget(kindLabel);
    filters->addWidget(mKind);
    filters->addStretch(1);
    filters->addWidget(mCount);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(mView);
    splitter->addWidget(mDetails);
    // The entries two thirds: an event's sentence (a battle's whole name in "Battle ... created")
    // reads whole at 1920 x 1080; the details wrap their lines.
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(filters);
    layout->addWidget(splitter, 1);
    setWidget(body);

    connect(mUnit, &QComboBox::currentIndexChanged, this, [this] {
        mFilter->setUnit(mUnit->currentData().toString());
        updateCount();
    });
    connect(mTurn, &QComboBox::currentIndexChanged, this, [this] {
        mFilter->setTurn(mTurn->currentData().toInt());
        updateCount();
    });
    connect(mKind, &QComboBox::currentIndexChanged, this, [this] {
        mFilter->setKind(mKind->currentData().toString());
        updateCount();
    });
    connect(mFilter, &QAbstractItemModel::rowsInserted, mView, &QTableView::scrollToBottom);
    connect(mFilter, &QAbstractItemModel::modelReset, mView, &QTableView::scrollToBottom);
    connect(mModel, &QAbstractItemModel::rowsInserted, this, [this] {
        fitNumbers();
        updateChoices();
        updateCount();
    });
    connect(mModel, &QAbstractItemModel::modelReset, this, [this] {
        fitNumbers();
        updateChoices();
        updateCount();
    });
    connect(mView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &LogDock::showDetails);
    updateChoices();
    updateCount();
}

void LogDock::fitColumns()
{
    // Widths from the font, so that they hold on any screen density and font size.
    const QFontMetrics metrics = mView->fontMetrics();
    mView->verticalHeader()->setDefaultSectionSize(metrics.height() + 6);
    mView->setColumnWidth(LogModel::Seq, metrics.horizontalAdvance(QStringLiteral("99999")) + 12);
    fitNumbers();
    mView->setColumnWidth(LogModel::Time,
                          metrics.horizontalAdvance(QStringLiteral("00:00:00")) + 16);
    mView->setColumnWidth(LogModel::Turn, metrics.horizontalAdvance(QStringLiteral("Turn")) + 16);
    mView->setColumnWidth(LogModel::Phase,
                          metrics.horizontalAdvance(QStringLiteral("Joint Action")) + 16);
}

// The entry numbers' column widened to fit the log's last number (a long battle's run past five
// digits); never narrowed, so that a width the reader chose stays.
void LogDock::fitNumbers()
{
    const int rows = mModel->rowCount();
    if (rows == 0)
        return;
    const QString last = mModel->index(rows - 1, LogModel::Seq).data().toString();
    const int needed = mView->fontMetrics().horizontalAdvance(last) + 12;
    if (mView->columnWidth(LogModel::Seq) < needed)
        mView->setColumnWidth(LogModel::Seq, needed);
}

void LogDock::changeEvent(QEvent *event)
{
    QDockWidget::changeEvent(event);
    // Table-side mode's larger type: the times and phases keep whole.
    if (event->type() == QEvent::FontChange)
        fitColumns();
}

void LogDock::setDocument(const BattleDocument *document)
{
    // The choices follow the log's new rows (updateChoices), one for every change.
    mDocument = document;
    mScanned = 0;
    mTurns.clear();
    mKinds.clear();
    mModel->setDocument(document);
    mDetails->clear();
}

void LogDock::updateChoices()
{
    // Turns and kinds as they appear in the log (it only grows: only new rows are read).
    for (; mScanned < mModel->rowCount(); ++mScanned) {
        const QModelIndex index = mModel->index(mScanned, 0);
        mTurns.insert(index.data(LogModel::TurnRole).toInt());
        mKinds.insert(index.data(LogModel::KindRole).toString(),
                      index.data(LogModel::KindNameRole).toString());
    }
    QList<QPair<QString, QVariant>> units{{tr("All units"), QString()}};
    if (mDocument) {
        for (const core::Unit &unit : mDocument->battle().units)
            units.append({core::TextLimits::shownName(unit.name, unit.id), unit.id});
    }
    refill(mUnit, units);
    QList<int> turns = mTurns.values();
    std::sort(turns.begin(), turns.end());
    QList<QPair<QString, QVariant>> turnItems{{tr("All turns"), 0}};
    for (int turn : turns)
        turnItems.append({tr("Turn %1").arg(turn), turn});
    refill(mTurn, turnItems);
    QList<QPair<QString, QVariant>> kinds;
    for (auto it = mKinds.cbegin(); it != mKinds.cend(); ++it)
        kinds.append({it.value(), it.key()});
    std::sort(kinds.begin(), kinds.end(), [](const auto &a, const auto &b) {
        return QString::localeAwareCompare(a.first, b.first) < 0;
    });
    QList<QPair<QString, QVariant>> kindItems{{tr("All kinds"), QString()}};
    kindItems.append(kinds);
    refill(mKind, kindItems);
}

void LogDock::updateCount()
{
    const int shown = mFilter->rowCount();
    const int all = mModel->rowCount();
    mCount->setText(shown == all ? tr("%n entries", nullptr, all)
                                 : tr("%1 of %n entries", nullptr, all).arg(shown));
}

void LogDock::showDetails()
{
    const QModelIndex current = mView->currentIndex();
    if (!current.isValid()) {
        mDetails->clear();
        return;
    }
    const QString detail = current.data(LogModel::DetailRole).toString();
    const QString line = current.siblingAtColumn(LogModel::Description).data().toString();
    mDetails->setHtml(detail.isEmpty()
                          ? QStringLiteral("<p>%1</p><p><small>%2</small></p>")
                                .arg(line.toHtmlEscaped(),
                                     current.data(LogModel::KindNameRole).toString().toHtmlEscaped())
                          : detail);
}

} // namespace adjutant::app
