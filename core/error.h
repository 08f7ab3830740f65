#pragma once

#include <QByteArray>
#include <QString>

#include <exception>

namespace adjutant::core {

// What Adjutant reports when an input, a file or the store refuses something. The message is
// for the user: it names what is wrong and where ("units[3].bases[1].width: must be a positive
// number").
class Error : public std::exception
{
public:
    explicit Error(QString message) : mMessage(std::move(message)), mUtf8(mMessage.toUtf8()) {}
    const QString &message() const { return mMessage; }
    const char *what() const noexcept override { return mUtf8.constData(); }

private:
    QString mMessage;
    QByteArray mUtf8;
};

} // namespace adjutant::core
