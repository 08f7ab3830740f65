// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/attritiondock.h"

#include "app/gui/report/attritionchart.h"

#include "app/gui/document/battledocument.h"
#include "app/gui/style/tablestyle.h"
#include "app/gui/style/themecolours.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/textlimits.h"

#include <QAbstractAxis>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QSignalBlocker>
#include <QProgressBar>
#include <QScrollArea>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace adjutant::app {

namespace {
QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

int sideIndex(const core::Battle &battle, const QString &id)
{
    return battle.sideIndex(id);
}

// "Attrition points" for a column header, from the rule set's "attrition points".
QString capitalised(const QString &words)
{
    return words.isEmpty() ? words : words.front().toUpper() + words.mid(1);
}

} // namespace

AttritionDock::AttritionDock(QWidget *parent)
    : QDockWidget(tr("Books"), parent), timeUp(new QAction(tr("&Time Up…"), this)),
      mSidesBox(new QWidget(this)), mSidesLayout(new QVBoxLayout(mSidesBox)),
      mRows(new QTreeWidget(this)), mVerdict(new QLabel(this)), mChart(new QChart),
      mChartView(new QChartView(mChart, this))
{
    setObjectName(QStringLiteral("attritionDock"));
    timeUp->setShortcut(QKeySequence(tr("Ctrl+Shift+T")));
    timeUp->setShortcutContext(Qt::WindowShortcut);
    connect(timeUp, &QAction::triggered, this, &AttritionDock::showVictory);

    mSidesLayout->setContentsMargins(0, 0, 0, 0);
    mRows->setColumnCount(2);
    mRows->setRootIsDecorated(true);
    mRows->setUniformRowHeights(true);
    mRows->header()->setStretchLastSection(false);
    mRows->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    mRows->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    mRows->setToolTip(tr("Each row's rule is in its tooltip"));
    mRows->setMinimumHeight(fontMetrics().height() * 6);
    mVerdict->setWordWrap(true);
    mVerdict->setObjectName(QStringLiteral("verdict"));
    mVerdict->setTextInteractionFlags(Qt::TextSelectableByMouse);

    mChart->legend()->setAlignment(Qt::AlignBottom);
    mChart->setMargins(QMargins(2, 2, 2, 2));
    mChart->setBackgroundRoundness(0);
    mChartView->setRenderHint(QPainter::Antialiasing);
    mChartView->setMinimumHeight(fontMetrics().height() * 9);

    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(mSidesBox);
    layout->addWidget(mRows, 1);
    layout->addWidget(mVerdict);
    auto *timeUpButton = new QToolButton(this);
    timeUpButton->setDefaultAction(timeUp);
    timeUpButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(timeUpButton, 0, Qt::AlignLeft);
    // The chart takes most of what the dock is given beyond the rest.
    layout->addWidget(mChartView, 3);
    layout->addStretch(); // takes the room only when the rows and the chart are hidden
    // Scrolled when the dock is short (a laptop, the army rout banner shown): the dock asks no
    // height of its own, so the units above keep room for their rows.
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(body);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setWidget(scroll);
    styleChart();
    sync();
}

void AttritionDock::setDocument(BattleDocument *document)
{
    if (mDocument)
        disconnect(mDocument, nullptr, this, nullptr);
    mDocument = document;
    mRouted.clear();
    mHistory.reset(document ? &document->session() : nullptr);
    if (document) {
        connect(document, &BattleDocument::changed, this, [this](const core::ChangeScope &scope) {
            // The standing is the units', the sides' and the turn's; the chart reads the log,
            // which every event adds to.
            if (scope.battle || scope.turn || !scope.units.isEmpty() || !scope.sides.isEmpty())
                sync();
            else
                mHistory.update();
        });
    }
    // A battle opened with an army already routed shows it, without announcing it again.
    sync();
    for (const rulesets::SideStanding &side : mSides)
        mRouted.insert(side.side, side.reached);
}

void AttritionDock::rebuildSides()
{
    QStringList ids;
    for (const rulesets::SideStanding &side : mSides)
        ids << side.side;
    // The rule set's words for the camp are part of what is shown.
    ids << mTerms.camp << mTerms.campHelp;
    if (ids == mShownSides)
        return;
    qDeleteAll(mTitles);
    qDeleteAll(mBars);
    qDeleteAll(mBanners);
    qDeleteAll(mCamps);
    mTitles.clear();
    mBars.clear();
    mBanners.clear();
    mCamps.clear();
    while (QLayoutItem *item = mSidesLayout->takeAt(0))
        delete item; // the emptied line layouts
    for (const rulesets::SideStanding &side : std::as_const(mSides)) {
        const QString id = side.side;
        auto *title = new QLabel(mSidesBox);
        auto *bar = new QProgressBar(mSidesBox);
        bar->setObjectName(QStringLiteral("attrition:") + id);
        bar->setTextVisible(false); // the title above gives the numbers
        bar->setMaximumHeight(fontMetrics().height() * 3 / 4);
        auto *banner = new QLabel(mSidesBox);
        banner->setObjectName(QStringLiteral("rout:") + id);
        banner->setAlignment(Qt::AlignCenter);
        banner->setAutoFillBackground(true);
        QPalette palette = banner->palette();
        palette.setColor(QPalette::Window, tablestyle::reached());
        palette.setColor(QPalette::WindowText, Qt::white);
        banner->setPalette(palette);
        QFont font = banner->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        banner->setFont(font);
        banner->setMargin(font.pointSize() / 3);
        banner->hide();
        auto *camp = new QCheckBox(mTerms.camp, mSidesBox);
        camp->setObjectName(QStringLiteral("camp:") + id);
        camp->setToolTip(mTerms.campHelp);
        if (mTerms.camp.isEmpty())
            camp->hide(); // the rule set counts no camp
        connect(camp, &QCheckBox::clicked, this, [this, id](bool sacked) {
            if (!mDocument)
                return;
            try {
                mDocument->record(core::Change{
                    QStringLiteral("side.changed"),
                    {{QStringLiteral("id"), id},
                     {QStringLiteral("set"), QJsonObject{{QStringLiteral("campSacked"), sacked}}}}});
            } catch (const core::Error &error) {
                emit message(error.message());
                sync();
            }
        });
        // The title with the camp's box on its right, the bar under them.
        auto *line = new QHBoxLayout;
        line->addWidget(title, 1);
        line->addWidget(camp);
        mSidesLayout->addLayout(line);
        mSidesLayout->addWidget(bar);
        mSidesLayout->addWidget(banner);
        mCamps.insert(id, camp);
        mTitles.insert(id, title);
        mBars.insert(id, bar);
        mBanners.insert(id, banner);
    }
    mShownSides = ids;
}

void AttritionDock::sync()
{
    const rulesets::Books *rulesetBooks = mDocument ? books::booksOf(mDocument->battle()) : nullptr;
    mTerms = rulesetBooks ? rulesetBooks->terms() : rulesets::BooksTerms();
    mSides = rulesetBooks ? rulesetBooks->standing(mDocument->battle())
                          : QList<rulesets::SideStanding>();
    // A name over the limit (an older file's) shortened: a label as wide as a 40,000-character
    // name made the window 300,000 pixels wide (docs/formats.md, Limits).
    for (rulesets::SideStanding &side : mSides)
        side.name = core::TextLimits::shortened(side.name);
    const rulesets::Verdict verdict =
        rulesetBooks ? rulesetBooks->verdict(mDocument->battle(), false) : rulesets::Verdict();
    // The rule set's words, set only when they change: an unchanged title lays nothing out again.
    const QString title = mTerms.standing.isEmpty() ? tr("Books") : mTerms.standing;
    if (windowTitle() != title)
        setWindowTitle(title);
    // The rows name what makes a side's points, the rule set's words for them over the column.
    const QString rowsTitle = mTerms.points.isEmpty() ? tr("Side") : capitalised(mTerms.points);
    if (mRows->headerItem()->text(0) != rowsTitle)
        mRows->setHeaderLabels({rowsTitle, tr("Points")});
    if (mChart->title() != mTerms.chart)
        mChart->setTitle(mTerms.chart);
    const QString key = timeUp->shortcut().toString(QKeySequence::NativeText);
    timeUp->setToolTip(mTerms.timeUpHelp.isEmpty()
                           ? tr("The result when the time is up (%1)").arg(key)
                           : tr("%1 (%2)").arg(mTerms.timeUpHelp, key));
    timeUp->setStatusTip(timeUp->toolTip());
    timeUp->setEnabled(!mTerms.timeUpHelp.isEmpty() && verdict.reckoned);
    // No battle, or a rule set that keeps no standing yet: no rows or chart to show, only the
    // sentence that says so.
    const bool noStanding = mSides.isEmpty();
    if (mRows->isHidden() != noStanding) {
        mRows->setHidden(noStanding);
        mChartView->setHidden(noStanding);
    }
    mHistory.update();
    rebuildSides();
    mRows->clear();
    if (!mDocument) {
        mVerdict->setText(tr("No battle open."));
        mVerdict->setToolTip(QString());
    } else if (!verdict.text.isEmpty()) {
        mVerdict->setText(verdict.text);
        mVerdict->setToolTip(verdict.citation);
    } else {
        mVerdict->setText(verdict.error);
        mVerdict->setToolTip(QString());
    }
    for (const rulesets::SideStanding &side : mSides) {
        const int index = sideIndex(mDocument->battle(), side.side);
        const QColor colour = tablestyle::sideColour(index);
        QLabel *title = mTitles.value(side.side);
        QProgressBar *bar = mBars.value(side.side);
        QLabel *banner = mBanners.value(side.side);
        if (QCheckBox *camp = mCamps.value(side.side)) {
            const QSignalBlocker blocker(camp);
            const int s = mDocument->battle().sideIndex(side.side);
            camp->setChecked(s >= 0 && mDocument->battle().sides[s].campSacked);
        }
        auto *group = new QTreeWidgetItem(mRows);
        group->setText(0, side.name);
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        group->setFont(1, bold);
        if (!side.valid()) {
            title->setText(tr("<b>%1</b>: %2").arg(escaped(side.name), escaped(side.error)));
            bar->setRange(0, 1);
            bar->setValue(0);
            bar->setFormat(tr("not reckoned"));
            banner->hide();
            group->setText(1, QStringLiteral("—"));
            group->setToolTip(0, side.error);
            continue;
        }
        title->setText(tr("<b>%1</b>: %2 %3, %4 %5")
                           .arg(escaped(side.name))
                           .arg(side.points)
                           .arg(escaped(mTerms.points), escaped(mTerms.threshold))
                           .arg(side.threshold));
        bar->setRange(0, side.threshold);
        bar->setValue(std::min(side.points, side.threshold));
        bar->setFormat(tr("%1 / %2").arg(side.points).arg(side.threshold));
        bar->setToolTip(mTerms.thresholdHelp);
        QPalette palette = bar->palette();
        palette.setColor(QPalette::Highlight, side.reached ? tablestyle::reached() : colour);
        bar->setPalette(palette);
        banner->setVisible(side.reached);
        banner->setText(tr("%1: %2").arg(mTerms.reached, side.name));
        group->setText(1, QString::number(side.points));
        group->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        for (const rulesets::Modifier &row : side.rows) {
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, row.label);
            item->setText(1, QString::number(row.value));
            item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            QString tip = row.label + QLatin1Char('\n') + row.citation;
            if (!row.interpreted.isEmpty())
                tip += tr("\nInterpreted: %1").arg(row.interpreted);
            item->setToolTip(0, tip);
            item->setToolTip(1, tip);
        }
        if (side.rows.isEmpty()) {
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, tr("nothing counts yet"));
            item->setForeground(0, themecolours::muted());
        }
        group->setExpanded(true);
        const bool was = mRouted.value(side.side, side.reached);
        if (side.reached && !was) {
            emit armyRouted(side.side, tr("%1: %2 has %3 %4 against a %5 of %6")
                                           .arg(mTerms.reached, side.name)
                                           .arg(side.points)
                                           .arg(mTerms.points, mTerms.threshold)
                                           .arg(side.threshold));
        }
        mRouted.insert(side.side, side.reached);
    }
    updateChart();
}

void AttritionDock::updateChart()
{
    QList<TurnChartLine> lines;
    const QMap<int, QHash<QString, int>> points = mHistory.points();
    for (const rulesets::SideStanding &side : std::as_const(mSides)) {
        if (!mDocument || !side.valid())
            continue;
        TurnChartLine line{side.name, sideIndex(mDocument->battle(), side.side), {}, side.threshold};
        for (auto it = points.begin(); it != points.end(); ++it) {
            if (it.value().contains(side.side))
                line.values.insert(it.key(), it.value().value(side.side));
        }
        lines << line;
    }
    fillTurnChart(mChart, lines, mDocument ? mDocument->battle().turn : 1,
                  {mTerms.threshold, tr("Points"), tr("End of turn (0: the start)")});
    styleChart();
}

void AttritionDock::styleChart()
{
    // The chart follows the application's palette (light or dark) rather than a chart theme.
    const QPalette &p = palette();
    mChart->setBackgroundBrush(p.color(QPalette::Base));
    mChart->setBackgroundPen(Qt::NoPen);
    mChart->setTitleBrush(p.color(QPalette::Text));
    QFont titleFont = font();
    titleFont.setBold(true);
    mChart->setTitleFont(titleFont);
    mChart->legend()->setLabelColor(p.color(QPalette::Text));
    mChart->legend()->setFont(font());
    for (QAbstractAxis *axis : mChart->axes()) {
        axis->setLabelsColor(p.color(QPalette::Text));
        axis->setTitleBrush(p.color(QPalette::Text));
        axis->setLinePenColor(p.color(QPalette::Mid));
        axis->setGridLineColor(p.color(QPalette::Midlight));
        axis->setLabelsFont(font());
        axis->setTitleFont(font());
    }
}

void AttritionDock::changeEvent(QEvent *event)
{
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        sync(); // the rows' colours too, chosen for the palette in use
    else if (event->type() == QEvent::FontChange)
        styleChart();
}

QString AttritionDock::victoryText(bool timeUp) const
{
    const rulesets::Books *rulesetBooks = mDocument ? books::booksOf(mDocument->battle()) : nullptr;
    if (!rulesetBooks)
        return tr("No battle open.");
    const rulesets::Verdict verdict = rulesetBooks->verdict(mDocument->battle(), timeUp);
    if (verdict.text.isEmpty())
        return escaped(verdict.error);
    QString html = QStringLiteral("<h3>%1</h3><p>").arg(escaped(verdict.text));
    for (const QString &side : verdict.sides)
        html += escaped(side) + QStringLiteral("<br>");
    html += QStringLiteral("</p>");
    for (const rulesets::Modifier &reason : verdict.reasons)
        html += QStringLiteral("<p>%1 <i>— %2</i></p>")
                    .arg(escaped(reason.label), escaped(reason.citation));
    html += QStringLiteral("<p><i>%1</i></p>").arg(escaped(verdict.citation));
    for (const QString &note : verdict.notes)
        html += QStringLiteral("<p><small>%1</small></p>").arg(escaped(note));
    return html;
}

void AttritionDock::showVictory()
{
    // Non-blocking: the message never stalls the event loop.
    auto *box = new QMessageBox(QMessageBox::Information, tr("Time Up: Victory"), victoryText(true),
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("victoryBox"));
    box->setTextFormat(Qt::RichText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace adjutant::app
