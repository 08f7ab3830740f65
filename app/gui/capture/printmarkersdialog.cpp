// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/capture/printmarkersdialog.h"

#include "app/gui/capture/capturemenu.h"
#include "app/gui/capture/markersheet.h"
#include "app/gui/document/battledocument.h"
#include "capture/stickers.h"
#include "core/battle.h"
#include "core/error.h"
#include "core/markers.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace adjutant::app {

namespace {

// The battle's name as a file name: a run of characters a file system refuses becomes " - "
// ("An Example of Combat: Spanish tercio" -> "An Example of Combat - Spanish tercio").
QString sheetFileName(const QString &battle)
{
    QString name = battle.trimmed();
    name.replace(QRegularExpression(QStringLiteral("\\s*[/\\\\:*?\"<>|]+\\s*")),
                 QStringLiteral(" - "));
    return QCoreApplication::translate("PrintMarkersDialog", "%1 markers.pdf")
        .arg(name.isEmpty() ? QStringLiteral("Battle") : name);
}

} // namespace

QString PrintMarkersDialog::markerMmKey()
{
    return QStringLiteral("capture/markerMm");
}

PrintMarkersDialog::PrintMarkersDialog(BattleDocument &document, const QString &folder,
                                       QWidget *parent)
    : QDialog(parent), mDocument(document),
      mTrays(new QRadioButton(tr("On each unit's movement &tray"), this)),
      mNeeded(new QLabel(this)), mSize(new QSpinBox(this)), mPage(new QComboBox(this)),
      mPath(new QLineEdit(this)), mError(new QLabel(this))
{
    setWindowTitle(tr("Print Markers"));
    auto *intro =
        new QLabel(tr("A sheet of stickers to find the bases in a photo of the table: a "
                      "marker for each base or movement tray, and the table's own markers."),
                   this);
    intro->setWordWrap(true);

    auto *bases = new QRadioButton(tr("On each &base"), this);
    bases->setChecked(true);
    mNeeded->setWordWrap(true);
    auto *where = new QVBoxLayout;
    where->addWidget(bases);
    where->addWidget(mTrays);
    where->addWidget(mNeeded);
    connect(mTrays, &QRadioButton::toggled, this, &PrintMarkersDialog::updateNeeded);

    mSize->setRange(int(capture::kSmallestBaseMarkerMm), int(capture::kLargestBaseMarkerMm));
    mSize->setSuffix(tr(" mm"));
    mSize->setValue(qRound(CaptureMenu::savedSettings().markerMm));
    mSize->setToolTip(
        tr("The black square, without its white margin. Larger markers are found from "
           "further away; the base must be deep enough to carry the sticker."));

    mPage->addItem(tr("A4"), int(QPageSize::A4));
    mPage->addItem(tr("Letter"), int(QPageSize::Letter));

    mPath->setText(QDir(folder).filePath(sheetFileName(document.battle().name)));
    auto *choose = new QPushButton(tr("&Choose…"), this);
    connect(choose, &QPushButton::clicked, this, &PrintMarkersDialog::choose);
    auto *file = new QHBoxLayout;
    file->addWidget(mPath, 1);
    file->addWidget(choose);

    auto *form = new QFormLayout;
    form->addRow(tr("Markers:"), where);
    form->addRow(tr("Marker &size:"), mSize);
    form->addRow(tr("&Paper:"), mPage);
    auto *fileLabel = new QLabel(tr("PDF &file:"), this);
    fileLabel->setBuddy(mPath);
    form->addRow(fileLabel, file);

    mError->setWordWrap(true);
    mError->hide();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mPrint = buttons->button(QDialogButtonBox::Ok);
    mPrint->setText(tr("&Print"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PrintMarkersDialog::print);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mPath, &QLineEdit::textChanged, this,
            [this](const QString &text) { mPrint->setEnabled(!text.trimmed().isEmpty()); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(mError);
    layout->addStretch();
    layout->addWidget(buttons);
    updateNeeded();
    resize(560, sizeHint().height());
}

QString PrintMarkersDialog::path() const
{
    return mPath->text().trimmed();
}

QString PrintMarkersDialog::error() const
{
    return mError->isHidden() ? QString() : mError->text();
}

void PrintMarkersDialog::choose()
{
    const QString chosen =
        QFileDialog::getSaveFileName(this, tr("Print Markers"), path(), tr("PDF (*.pdf)"));
    if (!chosen.isEmpty())
        mPath->setText(chosen);
}

// How many markers Print adds, from the change it would record: one source for what is missing.
void PrintMarkersDialog::updateNeeded()
{
    try {
        const std::optional<core::Change> change =
            core::markers::propose(mDocument.battle(), mTrays->isChecked());
        const QJsonArray assignments =
            change ? change->payload.value(QStringLiteral("assignments")).toArray() : QJsonArray();
        qsizetype bases = 0;
        for (const QJsonValue &one : assignments)
            bases += one.toObject().contains(QStringLiteral("base")) ? 1 : 0;
        const qsizetype trays = assignments.size() - bases;
        QString what;
        if (bases > 0 && trays > 0)
            what = tr("%1 bases and %2 units' trays have no marker yet").arg(bases).arg(trays);
        else if (bases > 0)
            what = bases == 1 ? tr("1 base has no marker yet")
                              : tr("%1 bases have no marker yet").arg(bases);
        else if (trays > 0)
            what = trays == 1 ? tr("1 unit has no tray marker yet")
                              : tr("%1 units have no tray marker yet").arg(trays);
        mNeeded->setText(
            what.isEmpty()
                ? tr("Every unit has its markers.")
                : tr("%1: Print gives them one (Undo takes it back). Units marked already "
                     "keep theirs.")
                      .arg(what));
    } catch (const core::Error &error) {
        mNeeded->setText(error.message());
    }
}

void PrintMarkersDialog::print()
{
    QSettings().setValue(markerMmKey(), mSize->value());
    QApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        if (const std::optional<core::Change> change =
                core::markers::propose(mDocument.battle(), mTrays->isChecked()))
            mDocument.record(*change);
        const MarkerSheet sheet(mDocument.battle(), mSize->value(),
                                QPageSize::PageSizeId(mPage->currentData().toInt()));
        writeMarkerSheet(sheet, path());
    } catch (const core::Error &error) {
        QApplication::restoreOverrideCursor();
        updateNeeded();
        mError->setText(error.message());
        mError->show();
        return;
    }
    QApplication::restoreOverrideCursor();
    accept();
}

} // namespace adjutant::app
