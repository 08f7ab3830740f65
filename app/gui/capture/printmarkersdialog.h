// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace adjutant::app {

class BattleDocument;

// File > Print Markers (issue 32): the sticker sheet of the open battle as a PDF. Bases or units
// without a marker get one first, the way chosen (each base, or each unit's movement tray), as
// one undoable step; then the sheet is written. The marker size chosen is remembered for the
// capture (markerMmKey).
class PrintMarkersDialog : public QDialog
{
    Q_OBJECT

public:
    // The PDF is suggested in `folder`, named after the battle.
    PrintMarkersDialog(BattleDocument &document, const QString &folder, QWidget *parent = nullptr);

    // The QSettings key of the printed marker size in mm, which the capture reads.
    static QString markerMmKey();

    QString path() const;
    QRadioButton *traysButton() const { return mTrays; }
    QSpinBox *sizeBox() const { return mSize; }
    QComboBox *pageBox() const { return mPage; }
    QLineEdit *pathEdit() const { return mPath; }
    // Why the last Print wrote nothing, or empty.
    QString error() const;

    // Assigns the missing markers, writes the sheet, and closes; or stays open saying why not.
    void print();

private:
    void choose();
    void updateNeeded();

    BattleDocument &mDocument;
    QRadioButton *mTrays;
    QLabel *mNeeded;
    QSpinBox *mSize;
    QComboBox *mPage;
    QLineEdit *mPath;
    QLabel *mError;
    QPushButton *mPrint;
};

} // namespace adjutant::app
