// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/oddschart.h"

#include <QEvent>
#include <QGridLayout>
#include <QHelpEvent>
#include <QLabel>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace adjutant::app {

namespace {

// A chance as a bar across its cell, in the palette's highlight on a lighter track.
class Bar : public QWidget
{
public:
    Bar(double probability, QWidget *parent) : QWidget(parent), mProbability(probability)
    {
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    QSize sizeHint() const override { return {120, fontMetrics().height()}; }
    QSize minimumSizeHint() const override { return {40, fontMetrics().height()}; }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        const QRect track = rect().adjusted(0, height() / 5, 0, -height() / 5);
        painter.fillRect(track, palette().color(QPalette::Midlight));
        QRect bar = track;
        bar.setWidth(mProbability > 0 ? std::max(1, int(track.width() * mProbability + 0.5)) : 0);
        painter.fillRect(bar, palette().color(QPalette::Highlight));
    }

private:
    double mProbability;
};

// Long numbers may break: a zero-width space every so many digits.
QString breakable(const QString &text)
{
    constexpr qsizetype kRun = 24;
    QString out;
    qsizetype run = 0;
    for (const QChar c : text) {
        run = c.isDigit() ? run + 1 : 0;
        if (run > kRun) {
            out += QChar(0x200B);
            run = 1;
        }
        out += c;
    }
    return out;
}

} // namespace

OddsChart::OddsChart(QWidget *parent)
    : QScrollArea(parent), mContent(new QWidget), mGrid(new QGridLayout(mContent)),
      mMessage(new QLabel(mContent))
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mGrid->setContentsMargins(0, 0, 4, 0);
    mGrid->setHorizontalSpacing(8);
    mGrid->setVerticalSpacing(3);
    mGrid->setColumnStretch(0, 3);
    mGrid->setColumnStretch(1, 2);
    mMessage->setObjectName(QStringLiteral("oddsMessage"));
    mMessage->setTextFormat(Qt::PlainText);
    mMessage->setWordWrap(true);
    mMessage->setAlignment(Qt::AlignCenter);
    mMessage->setForegroundRole(QPalette::PlaceholderText);
    mGrid->addWidget(mMessage, 0, 0, 1, 3);
    setWidget(mContent);
    viewport()->setAutoFillBackground(false);
    mContent->setAutoFillBackground(false);
    setMinimumHeight(4 * (fontMetrics().height() + 6));
}

QString OddsChart::percentText(double probability)
{
    const double percent = 100 * probability;
    if (percent > 0 && percent < 0.05)
        return tr("< 0.1 %");
    if (percent < 100 && percent > 99.95)
        return tr("> 99.9 %");
    if (percent == 0 || percent == 100)
        return tr("%1 %").arg(int(percent));
    return tr("%1 %").arg(percent, 0, 'f', 1);
}

void OddsChart::clearRows()
{
    for (const Row &row : std::as_const(mRows)) {
        for (QWidget *widget : {static_cast<QWidget *>(row.words), row.bar,
                                static_cast<QWidget *>(row.percent)})
            delete widget;
    }
    qDeleteAll(mHeadings);
    mRows.clear();
    mHeadings.clear();
}

void OddsChart::setOutcomes(const QList<rulesets::Outcome> &outcomes)
{
    clearRows();
    mMessage->hide();
    for (int r = 0; r < mGrid->rowCount(); ++r)
        mGrid->setRowStretch(r, 0);
    const int percentWidth = fontMetrics().horizontalAdvance(percentText(0.999)) + 4;
    int at = 1;
    QString group;
    for (const rulesets::Outcome &outcome : outcomes) {
        QString words = outcome.label;
        if (!outcome.group.isEmpty()) {
            if (outcome.group != group || mHeadings.isEmpty()) {
                auto *heading = new QLabel(outcome.group, mContent);
                heading->setTextFormat(Qt::PlainText);
                heading->setWordWrap(true);
                QFont bold = heading->font();
                bold.setBold(true);
                heading->setFont(bold);
                mGrid->addWidget(heading, at++, 0, 1, 3);
                mHeadings.append(heading);
            }
            // Under its question, an outcome reads without it.
            const QString prefix = outcome.group + QStringLiteral(": ");
            if (words.startsWith(prefix))
                words = words.mid(prefix.size());
        }
        group = outcome.group;
        Row row{outcome, new QLabel(words, mContent), new Bar(outcome.probability, mContent),
                new QLabel(percentText(outcome.probability), mContent)};
        row.words->setTextFormat(Qt::PlainText);
        row.words->setWordWrap(true);
        row.words->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        row.percent->setTextFormat(Qt::PlainText);
        row.percent->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.percent->setMinimumWidth(percentWidth);
        for (QWidget *widget : {static_cast<QWidget *>(row.words), row.bar,
                                static_cast<QWidget *>(row.percent)})
            widget->installEventFilter(this);
        mGrid->addWidget(row.words, at, 0);
        mGrid->addWidget(row.bar, at, 1);
        mGrid->addWidget(row.percent, at, 2);
        ++at;
        mRows.append(row);
    }
    mGrid->setRowStretch(at, 1);
    updateGeometry();
}

void OddsChart::clearOutcomes(const QString &message)
{
    clearRows();
    mMessage->setText(message);
    mMessage->show();
    updateGeometry();
}

QStringList OddsChart::labels() const
{
    QStringList labels;
    for (const Row &row : mRows)
        labels.append(row.outcome.label);
    return labels;
}

QList<double> OddsChart::percentages() const
{
    QList<double> values;
    for (const Row &row : mRows)
        values.append(100 * row.outcome.probability);
    return values;
}

QString OddsChart::toolTip(int row) const
{
    if (row < 0 || row >= mRows.size())
        return {};
    const rulesets::Outcome &outcome = mRows[row].outcome;
    // The exact fraction is written only when asked for: reduced, a combat's are long to write.
    return QStringLiteral("<p><b>%1</b><br>%2, exactly %3</p>")
        .arg(outcome.label.toHtmlEscaped(), percentText(outcome.probability).toHtmlEscaped(),
             breakable(outcome.exact.text()));
}

QList<QWidget *> OddsChart::rowWidgets(int row) const
{
    if (row < 0 || row >= mRows.size())
        return {};
    return {mRows[row].words, mRows[row].bar, mRows[row].percent};
}

QString OddsChart::message() const
{
    return mMessage->isVisibleTo(mContent) ? mMessage->text() : QString();
}

QSize OddsChart::sizeHint() const
{
    // The outcomes as they read, up to eight rows: more scroll.
    const int row = fontMetrics().height() + 6;
    const int content = mContent->sizeHint().height() + 2 * frameWidth();
    return {420, std::clamp(content, 4 * row, 8 * row)};
}

bool OddsChart::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        for (int i = 0; i < mRows.size(); ++i) {
            if (rowWidgets(i).contains(watched)) {
                auto *help = static_cast<QHelpEvent *>(event);
                QToolTip::showText(help->globalPos(), toolTip(i), static_cast<QWidget *>(watched));
                return true;
            }
        }
    }
    return QScrollArea::eventFilter(watched, event);
}

} // namespace adjutant::app
