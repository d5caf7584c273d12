# What the class server and the concurrent workers share: a PostgreSQL address.
target_sources(atlaslab_model PRIVATE
    postgres/ServerAddress.h postgres/ServerAddress.cpp
)
