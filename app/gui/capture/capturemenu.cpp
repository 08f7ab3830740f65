// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/capture/capturemenu.h"

#include "app/gui/capture/camerawindow.h"
#include "app/gui/capture/capturedialog.h"
#include "app/gui/capture/printmarkersdialog.h"
#include "app/gui/document/battledocument.h"
#include "capture/calibration.h"
#include "capture/photo.h"
#include "core/atomicfile.h"
#include "core/battle.h"
#include "core/error.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QThread>
#include <QTimer>

#include <cmath>
#include <memory>

namespace adjutant::app {

namespace {

const QString heightKey = QStringLiteral("capture/heightMm");
const QString hexKey = QStringLiteral("capture/hexAcrossFlatsMm");
const QString folderKey = QStringLiteral("capture/watchedFolder");
const QString lensKey = QStringLiteral("capture/lensFile");

const QStringList photoPatterns = {QStringLiteral("*.jpg"), QStringLiteral("*.jpeg"), QStringLiteral("*.png"),
                                   QStringLiteral("*.JPG"), QStringLiteral("*.JPEG"), QStringLiteral("*.PNG")};

// A saved number within [least, most], else `fallback` (a damaged or hand-edited setting).
double savedNumber(const QString &key, double fallback, double least, double most)
{
    bool ok = false;
    const double value = QSettings().value(key, fallback).toDouble(&ok);
    return ok && std::isfinite(value) && value >= least && value <= most ? value : fallback;
}

QStringList photosIn(const QString &folder)
{
    QStringList names = QDir(folder).entryList(photoPatterns, QDir::Files | QDir::Readable, QDir::Name);
    names.removeDuplicates();
    return names;
}

} // namespace

CaptureMenu::CaptureMenu(QWidget *window)
    : QObject(window), fromPhoto(new QAction(tr("Capture from &Photo…"), this)),
      fromCamera(new QAction(tr("Capture from &Camera…"), this)),
      watchFolder(new QAction(tr("&Watch a Folder for Photos…"), this)),
      settings(new QAction(tr("Capture &Settings…"), this)), mWindow(window),
      mWatcher(new QFileSystemWatcher(this)), mSettle(new QTimer(this))
{
    fromPhoto->setStatusTip(tr("Move the bases to where a photo of the real table shows them (you confirm each move)"));
    fromPhoto->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    fromCamera->setStatusTip(tr("A webcam over the table: the bases' places as it sees them, live"));
    watchFolder->setStatusTip(tr("Photos saved into a folder (from a phone, by any sync tool) open the capture as they arrive"));
    watchFolder->setCheckable(true);
    settings->setStatusTip(tr("The printed markers' size, the bases' thickness and a hex map's hex size"));
    mSettle->setSingleShot(true);
    mSettle->setInterval(1000);
    connect(fromPhoto, &QAction::triggered, this, [this] {
        const QStringList photos = QFileDialog::getOpenFileNames(
            mWindow, tr("Capture from Photo"), QSettings().value(folderKey).toString(),
            tr("Photos (%1)").arg(photoPatterns.mid(0, 3).join(QLatin1Char(' '))));
        if (!photos.isEmpty())
            capture(photos);
    });
    connect(fromCamera, &QAction::triggered, this, &CaptureMenu::openCamera);
    connect(watchFolder, &QAction::toggled, this, &CaptureMenu::chooseFolder);
    connect(settings, &QAction::triggered, this, &CaptureMenu::editSettings);
    connect(mWatcher, &QFileSystemWatcher::directoryChanged, this, &CaptureMenu::folderChanged);
    connect(mSettle, &QTimer::timeout, this, &CaptureMenu::folderChanged);
    update();
}

CaptureMenu::~CaptureMenu()
{
    if (mWorker)
        mWorker->wait();
}

void CaptureMenu::addTo(QMenu *menu) const
{
    menu->addActions({fromPhoto, fromCamera, watchFolder, settings});
}

void CaptureMenu::setDocument(BattleDocument *document)
{
    mDocument = document;
    if (mDialog)
        mDialog->reject();
    if (mCamera)
        mCamera->reject();
    update();
}

void CaptureMenu::update()
{
    const bool open = mDocument != nullptr;
    fromPhoto->setEnabled(open && !mBusy);
    fromCamera->setEnabled(open);
    watchFolder->setEnabled(open || watchFolder->isChecked());
    const QString none = tr("Open a battle first");
    fromPhoto->setToolTip(open ? fromPhoto->statusTip() : none);
    fromCamera->setToolTip(open ? fromCamera->statusTip() : none);
    watchFolder->setToolTip(open ? watchFolder->statusTip() : none);
}

CaptureDialog *CaptureMenu::confirm() const
{
    return mDialog;
}

capture::CaptureSettings CaptureMenu::savedSettings(QString *lensProblem)
{
    capture::CaptureSettings s;
    s.markerMm = savedNumber(PrintMarkersDialog::markerMmKey(), s.markerMm, capture::kSmallestBaseMarkerMm, capture::kLargestBaseMarkerMm);
    s.heightMm = savedNumber(heightKey, s.heightMm, 0.0, 50.0);
    s.hexAcrossFlatsMm = savedNumber(hexKey, s.hexAcrossFlatsMm, 10.0, 200.0);
    // The camera's lens, when one is chosen: a file moved or damaged since is said, not used.
    if (const QString lens = QSettings().value(lensKey).toString(); !lens.isEmpty()) {
        QString problem;
        if (const std::optional<capture::LensCalibration> read = capture::readLens(lens, &problem))
            s.lens = *read;
        else if (lensProblem)
            *lensProblem = problem;
    }
    return s;
}

QString CaptureMenu::lensFolder()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/lenses");
    QDir().mkpath(folder);
    return folder;
}

QString CaptureMenu::calibrateFromPhotos(QWidget *parent)
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        parent, tr("Photos of the Calibration Board"), QSettings().value(folderKey).toString(),
        tr("Photos (%1)").arg(photoPatterns.mid(0, 3).join(QLatin1Char(' '))));
    if (paths.isEmpty())
        return {};
    // Read and calibrated off the window's thread: several photos take some seconds.
    auto result = std::make_shared<capture::CalibrationResult>();
    QThread *worker = QThread::create([paths, result] {
        QList<QImage> photos;
        for (const QString &path : paths) {
            const capture::Photo photo = capture::loadPhoto(path);
            if (!photo.error.isEmpty()) {
                result->error = photo.error;
                return;
            }
            photos.append(photo.image);
        }
        *result = capture::calibrate(photos);
    });
    QProgressDialog progress(tr("Calibrating the lens from %1 photos…").arg(paths.size()), QString(), 0, 0, parent);
    progress.setWindowTitle(tr("Lens Calibration"));
    progress.setMinimumDuration(0);
    connect(worker, &QThread::finished, &progress, &QProgressDialog::reset);
    worker->start();
    progress.exec();
    worker->wait();
    delete worker;
    if (!result->error.isEmpty()) {
        QMessageBox::warning(parent, tr("Lens Calibration"), result->error);
        return {};
    }
    const QString path = QFileDialog::getSaveFileName(
        parent, tr("Save the Lens Calibration"), QDir(lensFolder()).filePath(tr("phone.json")),
        tr("Lens calibrations (*.json)"));
    if (path.isEmpty())
        return {};
    try {
        core::AtomicFile::replace(path, QJsonDocument(result->lens.toJson()).toJson());
    } catch (const core::Error &error) {
        QMessageBox::warning(parent, tr("Lens Calibration"), error.message());
        return {};
    }
    emit message(tr("The lens is calibrated from %1 photos (the corners within %2 pixel).")
                     .arg(result->photosUsed)
                     .arg(result->lens.rmsPixels, 0, 'f', 2));
    return path;
}

void CaptureMenu::editSettings()
{
    QDialog dialog(mWindow);
    dialog.setWindowTitle(tr("Capture Settings"));
    const capture::CaptureSettings now = savedSettings();
    auto spin = [&](double value, double least, double most, const QString &tip) {
        auto *box = new QDoubleSpinBox(&dialog);
        box->setRange(least, most);
        box->setDecimals(1);
        box->setSingleStep(0.5);
        box->setSuffix(tr(" mm"));
        box->setValue(value);
        box->setToolTip(tip);
        return box;
    };
    QDoubleSpinBox *marker = spin(now.markerMm, capture::kSmallestBaseMarkerMm, capture::kLargestBaseMarkerMm,
                                  tr("The black square of the base markers as printed (File > Print Markers…)"));
    QDoubleSpinBox *height = spin(now.heightMm, 0.0, 50.0,
                                  tr("How far the markers stand above the table: the bases' thickness (a tray's with its base on it)"));
    QDoubleSpinBox *hex = spin(now.hexAcrossFlatsMm, 10.0, 200.0,
                               tr("A hex of the real map, measured across from one flat side to the other"));
    auto *form = new QFormLayout(&dialog);
    form->addRow(tr("Base markers:"), marker);
    form->addRow(tr("Base thickness:"), height);
    form->addRow(tr("Hex map's hexes across:"), hex);
    QString lensPath = QSettings().value(lensKey).toString();
    auto *lensName = new QLabel;
    lensName->setWordWrap(true);
    auto showLens = [lensName, &lensPath] {
        lensName->setText(lensPath.isEmpty() ? tr("None: the focal length from the photo or its table markers")
                                             : QFileInfo(lensPath).fileName());
        lensName->setToolTip(lensPath);
    };
    showLens();
    auto *choose = new QPushButton(tr("Choose…"));
    auto *calibrateButton = new QPushButton(tr("Calibrate from Photos…"));
    auto *board = new QPushButton(tr("Print the Board…"));
    auto *none = new QPushButton(tr("None"));
    connect(choose, &QPushButton::clicked, &dialog, [&] {
        const QString path = QFileDialog::getOpenFileName(&dialog, tr("Lens Calibration"), lensFolder(),
                                                          tr("Lens calibrations (*.json)"));
        if (path.isEmpty())
            return;
        QString problem;
        if (!capture::readLens(path, &problem)) {
            QMessageBox::warning(&dialog, tr("Lens Calibration"), problem);
            return;
        }
        lensPath = path;
        showLens();
    });
    connect(none, &QPushButton::clicked, &dialog, [&] {
        lensPath.clear();
        showLens();
    });
    connect(board, &QPushButton::clicked, &dialog, [&] {
        const QString path = QFileDialog::getSaveFileName(&dialog, tr("Print the Calibration Board"),
                                                          QDir(lensFolder()).filePath(tr("calibration board.pdf")),
                                                          tr("PDF (*.pdf)"));
        if (path.isEmpty())
            return;
        try {
            capture::writeBoardPdf(path);
        } catch (const core::Error &error) {
            QMessageBox::warning(&dialog, tr("Print the Calibration Board"), error.message());
        }
    });
    connect(calibrateButton, &QPushButton::clicked, &dialog, [&] {
        if (const QString path = calibrateFromPhotos(&dialog); !path.isEmpty()) {
            lensPath = path;
            showLens();
        }
    });
    auto *lensButtons = new QHBoxLayout;
    lensButtons->addWidget(choose);
    lensButtons->addWidget(calibrateButton);
    lensButtons->addWidget(board);
    lensButtons->addWidget(none);
    form->addRow(tr("Lens calibration:"), lensName);
    form->addRow(QString(), lensButtons);
    auto *note = new QLabel(tr("A photo's bases are placed at this height above the table; a marker read "
                               "a quarter larger or smaller than its printed size is not used. A lens "
                               "calibration is made once a camera, from 6 to 10 photos of the printed "
                               "board taken from different angles at the photo size used at the table."));
    note->setWordWrap(true);
    form->addRow(note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings saved;
    saved.setValue(PrintMarkersDialog::markerMmKey(), marker->value());
    saved.setValue(heightKey, height->value());
    saved.setValue(hexKey, hex->value());
    saved.setValue(lensKey, lensPath);
}

void CaptureMenu::capture(const QStringList &photos)
{
    if (!mDocument || mBusy || photos.isEmpty())
        return;
    mBusy = true;
    update();
    auto *progress = new QProgressDialog(tr("Finding the markers in %n photo(s)…", nullptr, int(photos.size())),
                                         QString(), 0, 0, mWindow);
    progress->setWindowTitle(tr("Capture from Photo"));
    progress->setMinimumDuration(300);
    progress->setAttribute(Qt::WA_DeleteOnClose);
    // The battle as it is now: the proposal is against it, and is dropped if it changes meanwhile.
    const core::Battle battle = mDocument->battle();
    QString lensProblem;
    const capture::CaptureSettings settings = savedSettings(&lensProblem);
    if (!lensProblem.isEmpty())
        emit message(tr("The lens calibration is not used: %1").arg(lensProblem));
    auto findings = std::make_shared<CaptureFindings>();
    QThread *worker = QThread::create([battle, photos, settings, findings] {
        *findings = findOnTable(battle, photos, settings);
    });
    const QPointer<QProgressDialog> shown(progress);
    const bool fromFolder = !mFolder.isEmpty() && QFileInfo(photos.first()).absolutePath() == mFolder;
    connect(worker, &QThread::finished, this, [this, shown, findings, fromFolder] {
        if (shown)
            shown->close();
        mBusy = false;
        update();
        if (!findings->proposal.error.isEmpty() && mDocument && mDocument->battle() == findings->battle) {
            // A photo from a watched folder says so in the status bar; one the player chose, in a box.
            if (fromFolder)
                emit message(tr("Capture: %1").arg(findings->proposal.error));
            else
                QMessageBox::warning(mWindow, tr("Capture from Photo"), findings->proposal.error);
        } else {
            showFindings(std::move(*findings));
        }
        emit captured();
    });
    // Owned here, deleted when done; the destructor waits for one still running.
    worker->setParent(this);
    connect(worker, &QThread::finished, worker, &QObject::deleteLater);
    mWorker = worker;
    worker->start();
}

void CaptureMenu::showFindings(CaptureFindings findings)
{
    if (!mDocument || !(mDocument->battle() == findings.battle)) {
        emit message(tr("The battle changed while the photo was read: capture it again."));
        return;
    }
    if (mDialog)
        mDialog->reject();
    mDialog = new CaptureDialog(*mDocument, std::move(findings), mWindow);
    mDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(mDialog, &QDialog::accepted, this,
            [this] { emit message(tr("The accepted moves were recorded (Edit > Undo takes them back).")); });
    mDialog->show();
}

CameraWindow *CaptureMenu::openCamera()
{
    if (!mDocument)
        return nullptr;
    if (const QString none = CameraWindow::noCamera(); !none.isEmpty()) {
        QMessageBox::information(mWindow, tr("Capture from Camera"), none);
        return nullptr;
    }
    if (mCamera)
        mCamera->reject();
    mCamera = new CameraWindow(*mDocument, savedSettings(), mWindow);
    mCamera->setAttribute(Qt::WA_DeleteOnClose);
    connect(mCamera, &CameraWindow::useFrame, this, [this](const CaptureFindings &findings) { showFindings(findings); });
    mCamera->show();
    mCamera->start();
    return mCamera;
}

void CaptureMenu::chooseFolder(bool on)
{
    if (!on) {
        watch({});
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(mWindow, tr("Watch a Folder for Photos"),
                                                             QSettings().value(folderKey).toString());
    if (folder.isEmpty()) {
        const QSignalBlocker blocker(watchFolder);
        watchFolder->setChecked(false);
        return;
    }
    watch(folder);
}

void CaptureMenu::watch(const QString &folder)
{
    if (!mFolder.isEmpty())
        mWatcher->removePath(mFolder);
    mFolder.clear();
    mWaiting.clear();
    mKnown.clear();
    mSettle->stop();
    const QSignalBlocker blocker(watchFolder);
    if (folder.isEmpty()) {
        watchFolder->setChecked(false);
        emit message(tr("No longer watching a folder for photos."));
        update();
        return;
    }
    if (!QFileInfo(folder).isDir() || !mWatcher->addPath(folder)) {
        watchFolder->setChecked(false);
        emit message(tr("Cannot watch %1: it is not a folder this program may read.").arg(folder));
        update();
        return;
    }
    mFolder = QFileInfo(folder).absoluteFilePath();
    mKnown = photosIn(mFolder);
    QSettings().setValue(folderKey, mFolder);
    watchFolder->setChecked(true);
    emit message(tr("Watching %1 for new photos of the table.").arg(mFolder));
    update();
}

void CaptureMenu::folderChanged()
{
    if (mFolder.isEmpty())
        return;
    // A new photo is read once its size has held for a second: a sync tool may still be writing it.
    QStringList ready;
    for (const QString &name : photosIn(mFolder)) {
        if (mKnown.contains(name))
            continue;
        const QFileInfo file(QDir(mFolder).filePath(name));
        const QString stamp = QStringLiteral("%1|%2").arg(name).arg(file.size());
        if (file.size() > 0 && mWaiting.contains(stamp)) {
            ready << file.absoluteFilePath();
            mKnown << name;
            mWaiting.removeAll(stamp);
        } else {
            mWaiting.removeIf([&](const QString &w) { return w.startsWith(name + QLatin1Char('|')); });
            mWaiting << stamp;
        }
    }
    if (!mWaiting.isEmpty())
        mSettle->start();
    if (ready.isEmpty())
        return;
    if (mBusy || !mDocument) {
        // Read next time the folder changes or settles.
        for (const QString &path : ready)
            mKnown.removeAll(QFileInfo(path).fileName());
        mSettle->start();
        return;
    }
    emit message(tr("New photo: %1").arg(QFileInfo(ready.last()).fileName()));
    capture({ready.last()});
}

} // namespace adjutant::app
