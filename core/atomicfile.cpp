// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/atomicfile.h"

#include "core/error.h"
#include "core/faultpoint.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace adjutant::core {

namespace {

QString reason(int error)
{
    switch (error) {
    case ENOSPC:
    case EDQUOT:
        return QStringLiteral("the disk is full");
    case EROFS:
        return QStringLiteral("the disk is read-only");
    case EACCES:
    case EPERM:
        return QStringLiteral("its folder cannot be written (permission denied)");
    case ENOENT:
    case ENOTDIR:
        return QStringLiteral("its folder does not exist");
    default:
        return QString::fromLocal8Bit(std::strerror(error));
    }
}

// Closes on scope exit, and unlinks a named temporary file unless told it has been renamed.
struct Temporary
{
    int fd = -1;
    QByteArray name; // empty for an unnamed (O_TMPFILE) file
    ~Temporary()
    {
        if (fd >= 0)
            ::close(fd);
        if (!name.isEmpty())
            ::unlink(name.constData());
    }
};

// Writes all of `bytes` and syncs them to the disk; returns 0 or the errno.
int writeAll(int fd, QByteArrayView bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t wrote = ::write(fd, bytes.data() + done, size_t(bytes.size() - done));
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0)
            return wrote < 0 ? errno : ENOSPC;
        done += wrote;
    }
    return ::fsync(fd) == 0 ? 0 : errno;
}

// The new name is durable once the folder is synced.
void syncFolder(const QByteArray &folder)
{
    const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

QByteArray randomName(const QByteArray &target)
{
    return target + '.' + QByteArray::number(QRandomGenerator::global()->generate(), 36) + ".tmp";
}

// `bytes` in a file that has no name yet (O_TMPFILE), or, where the file system cannot make one,
// in a named temporary file beside the target. Throws with `doing` ("cannot be created").
void writeTemporary(Temporary &file, const QString &path, const QByteArray &target,
                    const QByteArray &folder, QByteArrayView bytes, const QString &doing)
{
    // An unnamed file gets its name through /proc/self/fd (linkat(2)); without /proc, a named one.
    static const bool procMounted = ::access("/proc/self/fd", X_OK) == 0;
    file.fd = procMounted ? ::open(folder.constData(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666) : -1;
    if (file.fd < 0 &&
        (!procMounted || errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL)) {
        for (int attempt = 0; file.fd < 0 && attempt < 100; ++attempt) {
            const QByteArray name = randomName(target);
            file.fd = ::open(name.constData(), O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
            if (file.fd >= 0)
                file.name = name;
            else if (errno != EEXIST)
                break;
        }
    }
    if (file.fd < 0)
        throw Error(QStringLiteral("%1: %2: %3").arg(path, doing, reason(errno)));
    if (const int error = writeAll(file.fd, bytes))
        throw Error(QStringLiteral("%1: %2: %3").arg(path, doing, reason(error)));
    faultPoint("atomicfile.written");
}

// Gives the temporary file the name `to` without replacing anything; returns 0 or the errno.
int linkTo(const Temporary &file, const QByteArray &to)
{
    if (!file.name.isEmpty())
        return ::link(file.name.constData(), to.constData()) == 0 ? 0 : errno;
    const QByteArray self = "/proc/self/fd/" + QByteArray::number(file.fd);
    return ::linkat(AT_FDCWD, self.constData(), AT_FDCWD, to.constData(), AT_SYMLINK_FOLLOW) == 0
               ? 0
               : errno;
}

} // namespace

void AtomicFile::create(const QString &path, QByteArrayView bytes)
{
    const QString doing = QStringLiteral("cannot be created");
    const QByteArray target = QFile::encodeName(path);
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    Temporary file;
    writeTemporary(file, path, target, folder, bytes, doing);
    if (const int error = linkTo(file, target)) {
        if (error == EEXIST)
            throw Error(QStringLiteral("%1: already exists; choose another name").arg(path));
        throw Error(QStringLiteral("%1: %2: %3").arg(path, doing, reason(error)));
    }
    syncFolder(folder);
}

void AtomicFile::replace(const QString &path, QByteArrayView bytes)
{
    const QString doing = QStringLiteral("cannot be written");
    const QByteArray target = QFile::encodeName(path);
    const QByteArray folder = QFile::encodeName(QFileInfo(path).absolutePath());
    Temporary file;
    writeTemporary(file, path, target, folder, bytes, doing);
    // A replaced file keeps its permissions (a file shared read-only stays so).
    struct stat old;
    if (::stat(target.constData(), &old) == 0)
        ::fchmod(file.fd, old.st_mode & 07777);
    int error = file.name.isEmpty() ? linkTo(file, target) : EEXIST;
    if (error == EEXIST) {
        // A named temporary file (ours already, or a fresh link to the unnamed one) renamed over
        // the old file: rename() replaces atomically.
        QByteArray temporary = file.name;
        for (int attempt = 0; temporary.isEmpty() && attempt < 100; ++attempt) {
            const QByteArray name = randomName(target);
            error = linkTo(file, name);
            if (error == 0)
                temporary = name;
            else if (error != EEXIST)
                break;
        }
        if (!temporary.isEmpty()) {
            file.name = temporary; // unlinked by ~Temporary if the rename fails
            faultPoint("atomicfile.linked");
            error = ::rename(temporary.constData(), target.constData()) == 0 ? 0 : errno;
            if (error == 0)
                file.name.clear();
        }
    }
    if (error != 0)
        throw Error(QStringLiteral("%1: %2: %3").arg(path, doing, reason(error)));
    syncFolder(folder);
}

} // namespace adjutant::core
